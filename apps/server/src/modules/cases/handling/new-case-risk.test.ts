import { describe, expect, it } from 'vitest';
import { sanctionedPayees } from '../../../../test/helpers/demo-addresses.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * A new case's risk level is the highest of the entities it starts with: recorded once on its timeline (from 0) and
 * shown by the case, which reads it from its live entities.
 */
const ctx = useTestApp({}, { demoWorld: true });

const ETH = 1;
const CASES = '/resolutioncenter/api/v4/cases/';
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.call('agent', { method, url: `${url}${url.includes('?') ? '&' : '?'}workspace=alpha`, payload });

async function screen(identifier: string): Promise<{ id: number; risk_level: number }> {
  const res = await call('POST', '/risk/api/v4/addresses/', { identifier, currency: ETH });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("a new case's risk level", () => {
  it('is the highest of its first entities, recorded once from 0', async () => {
    // Paid at least $1,000 straight from a sanctioned address, and an address the chain store does not know.
    const [payee] = await sanctionedPayees(ctx.db, ETH, 1);
    const risky = await screen(payee ?? '');
    const quiet = await screen('0x52908400098527886e0f7030069857d2e4169ee7');
    expect(risky.risk_level).toBeGreaterThan(quiet.risk_level);
    const created = await call('POST', CASES, { name: 'Two addresses', addresses: [quiet.id, risky.id] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const detail = await call('GET', `${CASES}${id}/`);
    expect(detail.json().risk_level).toBe(risky.risk_level);
    const trail = await call('GET', `${CASES}${id}/audit-trail/?type=3`);
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().results.map((r: { context: object }) => r.context)).toEqual([
      { from: 0, to: risky.risk_level },
    ]);
  });
});
