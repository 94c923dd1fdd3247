import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  defineEndpoint,
  endpointPath,
  fileAnswer,
  handlerJson,
  isJsonAnswer,
  noContent,
  type PathParamNames,
  successStatus,
} from './define.ts';
import { endpoints } from './index.ts';

const rule = defineEndpoint({
  method: 'GET',
  path: '/risk/api/v4/policies/:id/classifiers/:ruleId/',
  params: z.object({ id: z.number(), ruleId: z.string() }),
  response: z.object({ uuid: z.string() }),
});

describe('defineEndpoint', () => {
  it('keeps the literal method and path', () => {
    expectTypeOf(rule.method).toEqualTypeOf<'GET'>();
    expectTypeOf(rule.path).toEqualTypeOf<'/risk/api/v4/policies/:id/classifiers/:ruleId/'>();
    expectTypeOf(
      endpoints.transactions.legs.inputs.path,
    ).toEqualTypeOf<'/risk/api/v4/transactions/:id/inputs/'>();
    expectTypeOf(
      endpoints.addresses.counterparties.incoming.path,
    ).toEqualTypeOf<'/risk/api/v4/addresses/:id/tag-aggregated-incoming-values/'>();
  });

  it('names the parameters of a path', () => {
    expectTypeOf<PathParamNames<typeof rule.path>>().toEqualTypeOf<'id' | 'ruleId'>();
    expectTypeOf<PathParamNames<'/version.json'>>().toEqualTypeOf<never>();
    expectTypeOf<PathParamNames<'/a/:currency/b/:identifier'>>().toEqualTypeOf<'currency' | 'identifier'>();
  });

  it('answers 200 by default, the declared status, or 204 without content', () => {
    expect(successStatus(rule)).toBe(200);
    expect(successStatus(endpoints.customTags.create)).toBe(201);
    expect(successStatus(endpoints.customTags.delete)).toBe(204);
    expect(isJsonAnswer(rule.response)).toBe(true);
    expect(isJsonAnswer(fileAnswer)).toBe(false);
    expect(isJsonAnswer(noContent)).toBe(false);
  });

  it('keeps a body the handler validates apart from one the route validates', () => {
    const body = z.object({ name: z.string() });
    expect(handlerJson(body)).toEqual({ encoding: 'json', schema: body });
  });
});

describe('endpointPath', () => {
  it('fills every parameter, URL-encoded', () => {
    expect(endpointPath(rule, { id: 12, ruleId: 'a b/c' })).toBe(
      '/risk/api/v4/policies/12/classifiers/a%20b%2Fc/',
    );
    expect(endpointPath(endpoints.addressPreviews.detail, { currency: 1, identifier: 'addr:1?x' })).toBe(
      '/risk/api/v4/1/address-preview/addr%3A1%3Fx/',
    );
  });

  it('takes no parameters for a path without any', () => {
    expect(endpointPath(endpoints.system.version)).toBe('/version.json');
    // @ts-expect-error a path with parameters needs them
    expect(() => endpointPath(rule)).toThrow('no value for :id');
  });
});

describe('the endpoint catalogue', () => {
  const all = Object.values(endpoints).flatMap((domain) => collect(domain));

  it('declares each method and path once', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(100);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a params schema exactly when the path has parameters', () => {
    const mismatched = all.filter((e) => e.path.includes(':') !== 'params' in e).map((e) => e.path);
    expect(mismatched).toEqual([]);
  });
});

type Declared = { method: string; path: string };
function collect(value: object): Declared[] {
  if ('method' in value && 'path' in value) return [value as Declared];
  return Object.values(value).flatMap((child) => (typeof child === 'object' && child ? collect(child) : []));
}
