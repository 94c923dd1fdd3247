import { API_PAGES, endpoints } from '@riskscreen/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../src/app.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The OpenAPI document describes every request body (no "any object"), and the server's routes are exactly the
 * endpoints the shared contract declares, so neither side can add or change a path on its own.
 */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type JsonSchema = {
  $ref?: string;
  description?: string;
  example?: unknown;
  type?: string | string[];
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Whether a body schema names its fields: an object with properties, itself or in one of its branches. */
function namesFields(schema: JsonSchema | undefined, document: OpenApiDocument): boolean {
  if (!schema) return false;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return namesFields(document.components?.schemas?.[name], document);
  }
  if (schema.properties && Object.keys(schema.properties).length > 0) return true;
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return branches.some((branch) => namesFields(branch, document));
}

/** Every endpoint of the contract, as 'METHOD /path'. */
function declaredEndpoints(value: object): string[] {
  if ('method' in value && 'path' in value) return [`${String(value.method)} ${String(value.path)}`];
  return Object.values(value).flatMap((child) =>
    typeof child === 'object' && child !== null ? declaredEndpoints(child) : [],
  );
}

describe('the OpenAPI document', () => {
  it('describes the fields of every request body', async () => {
    const res = await ctx.call(null, { method: 'GET', url: API_PAGES.openApiDocument });
    expect(res.statusCode).toBe(200);
    const document = res.json() as OpenApiDocument;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
    );
    const withBody = operations.filter(({ operation }) => operation.requestBody);
    expect(withBody.map(({ key }) => key)).toEqual(
      expect.arrayContaining([
        'post /risk/api/v4/policies/',
        'put /risk/api/v4/policies/{id}/classifiers/{ruleId}/',
        'post /integrations/',
        'put /integrations/{id}/',
        'post /risk/api/v4/webhook-tests/',
      ]),
    );
    const anyObject = withBody
      .filter(({ operation }) => {
        const contents = Object.values(operation.requestBody?.content ?? {});
        return contents.length === 0 || contents.some((content) => !namesFields(content.schema, document));
      })
      .map(({ key }) => key);
    expect(anyObject).toEqual([]);
  });

  it('documents the comment form as multipart/form-data with its support file', async () => {
    const document = (
      await ctx.call(null, { method: 'GET', url: API_PAGES.openApiDocument })
    ).json() as OpenApiDocument;
    const content = document.paths['/risk/api/v4/address-comments/']?.post?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(Object.keys(content['multipart/form-data']?.schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['identifier', 'currency', 'comment', 'support_file']),
    );
  });
});

describe('the OpenAPI operations', () => {
  async function operations(): Promise<{ key: string; operation: Operation }[]> {
    const document = (
      await ctx.call(null, { method: 'GET', url: API_PAGES.openApiDocument })
    ).json() as OpenApiDocument;
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
    );
  }

  it('gives every operation a summary', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(100);
    const withoutSummary = all.filter(({ operation }) => !operation.summary?.trim()).map(({ key }) => key);
    expect(withoutSummary).toEqual([]);
  });

  it('documents the success answer of every operation: a schema, a file, or no content', async () => {
    const undocumented = (await operations())
      .filter(({ operation }) => {
        const responses = Object.entries(operation.responses ?? {});
        return !responses.some(
          ([status, response]) =>
            (status === '204' && !response.content) ||
            Object.values(response.content ?? {}).some((content) => content.schema),
        );
      })
      .map(({ key }) => key);
    expect(undocumented).toEqual([]);
  });

  it("explains the screen-address body's currency: the chain number of the catalogue", async () => {
    const screen = (await operations()).find(({ key }) => key === 'post /risk/api/v4/addresses/')?.operation;
    expect(screen?.summary).toBe('Screen an address');
    const currency = screen?.requestBody?.content?.['application/json']?.schema?.properties?.currency as
      | JsonSchema
      | undefined;
    expect(currency?.description).toMatch(/0 Bitcoin, 1 Ethereum/);
    expect(currency?.description).toMatch(/10 Tron/);
    expect(currency?.description).toMatch(/-1 means all chains/);
    expect(currency?.example).toBe(1);
  });

  it('documents an empty answer as 204 without content', async () => {
    const archive = (await operations()).find(
      ({ key }) => key === 'delete /risk/api/v4/addresses/{id}/',
    )?.operation;
    expect(Object.keys(archive?.responses ?? {})).toEqual(['204']);
    expect(archive?.responses?.['204']?.content).toBeUndefined();
  });
});

describe('the routes and the contract', () => {
  it('registers exactly the endpoints the shared contract declares', () => {
    const registered = ctx.app.routeCatalogue
      .filter((r) => API_PREFIXES.some((p) => r.url.startsWith(p)) || r.url === '/version.json')
      .filter((r) => !r.url.startsWith(API_PAGES.apiDocumentation))
      .map((r) => `${r.method} ${r.url}`);
    const declared = declaredEndpoints(endpoints);
    expect([...registered].sort()).toEqual([...declared].sort());
  });
});
