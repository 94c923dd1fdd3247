import { beforeAll, describe, expect, it } from 'vitest';
import { writeJune2024Payment } from '../../../test-support/june-2024-ether.test-support.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { importPublication, perCurrencyLists } from '../../attribution/test-support.ts';

/**
 * OFAC's per-currency lists of 2024-09-27, then a newer publication that drops an address: the address itself and
 * a customer address that received from it are re-screened; the risk falls and the audit log says why.
 */
const DELISTING = new Date('2025-03-21T00:00:00Z');
const CUSTOMER = '0x1111111111111111111111111111111111111111';
const ADDED = '0x52908400098527886e0f7030069857d2e4169ee7';
let delisted: string;

const screen = (identifier: string) =>
  screenAddress<{ id: number; risk_level: number; tag_type_verbose: string | null }>(ctx, identifier);

const auditLog = async (id: number) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/risk/api/v4/addresses/${id}/audit-logs/?workspace=alpha`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { type: string; context: Record<string, unknown> }[] }).results;
};

const ctx = useTestApp();
beforeAll(async () => {
  const lists = perCurrencyLists();
  const others = new Set(
    lists.filter((i) => !i.name.endsWith('_ETH.txt')).flatMap((i) => i.text.split('\n')),
  );
  const eth =
    lists
      .find((i) => i.name.endsWith('_ETH.txt'))
      ?.text.split('\n')
      .filter(Boolean) ?? [];
  delisted = (eth.find((a) => !others.has(a)) as string).toLowerCase();
  // The customer received 5 ETH from the address that is delisted later.
  await writeJune2024Payment(ctx.db, {
    hash: '0xdelisting-test-1',
    from: delisted,
    to: CUSTOMER,
    amount: '5',
  });
  await importPublication(ctx.db, 'ofac-list', lists, new Date('2024-09-27T00:00:00Z'));
}, 60_000);

describe('re-screening after a delisting', () => {
  it('lowers the risk of the delisted address and of what touched it, with the delisting as the reason', async () => {
    const listed = await screen(delisted);
    expect(listed).toMatchObject({ risk_level: 5, tag_type_verbose: 'Sanctions' });
    const customer = await screen(CUSTOMER);
    expect(customer.risk_level).toBeGreaterThan(0);

    const newer = perCurrencyLists((ticker, addresses) => {
      const kept = addresses.filter((a) => a.toLowerCase() !== delisted);
      return ticker === 'ETH' ? [...kept, ADDED] : kept;
    });
    const outcome = await importPublication(ctx.db, 'ofac-list', newer, DELISTING);
    expect(outcome.publication?.ended.map((l) => l.address)).toEqual([delisted]);

    const again = await screen(delisted);
    expect(again.id).toBe(listed.id);
    expect(again.risk_level).toBeLessThan(5);
    expect(again.tag_type_verbose).not.toBe('Sanctions');
    const customerAgain = await screen(CUSTOMER);
    expect(customerAgain.risk_level).toBeLessThan(customer.risk_level);

    for (const [id, before] of [
      [listed.id, 5],
      [customer.id, customer.risk_level],
    ] as const) {
      const log = await auditLog(id);
      // Newest first: the re-screen with its reason, and the history of the first screening kept.
      expect(log.find((e) => e.type === 'rescreened')?.context).toMatchObject({
        previous_risk_level: before,
        reason: 'delisted from OFAC SDN on 2025-03-21',
      });
      expect(log.find((e) => e.type === 'screened')?.context).toMatchObject({ risk_level: before });
    }
  });

  it('screens an address the newer publication added as Sanctions, without a delisting reason elsewhere', async () => {
    expect(await screen(ADDED)).toMatchObject({ risk_level: 5, tag_type_verbose: 'Sanctions' });
    // A re-screen with nothing delisted since gives no reason.
    const customer = await screen(CUSTOMER);
    const rescreens = (await auditLog(customer.id)).filter((e) => e.type === 'rescreened');
    expect(rescreens[0]?.context.reason).toBeUndefined();
  });
});
