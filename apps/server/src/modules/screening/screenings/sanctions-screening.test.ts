import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../../../../test-support/shared-data.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { importLabels, planImports } from '../../attribution/index.ts';

/** Real OFAC lists (../shared/data/ofac-0xb10c) imported through the importer, then screened through the API. */
const OFAC = sharedData('ofac-0xb10c');
const list = (ticker: string) =>
  readFileSync(resolve(OFAC, `sanctioned_addresses_${ticker}.txt`), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const ctx = useTestApp();
beforeAll(async () => {
  const inputs = ['XBT', 'ETH', 'DASH', 'XMR', 'TRX'].map((t) => {
    const name = `sanctioned_addresses_${t}.txt`;
    return { name, text: readFileSync(resolve(OFAC, name), 'utf8') };
  });
  for (const plan of planImports('ofac-list', inputs)) {
    const parsed = plan.parse();
    await importLabels(ctx.db, { format: 'ofac-list', fileName: plan.fileName, ...parsed });
  }
});

const screen = (identifier: string, currency: number) =>
  ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier, currency },
  });

describe('sanctions screening against imported OFAC lists, whatever the chain data says', () => {
  it.each([
    ['a Bitcoin address unknown to the chain store', 'XBT', 0, 'full'],
    ['an Ethereum address unknown to the chain store', 'ETH', 1, 'full'],
    ['a Tron address', 'TRX', 10, 'full'],
    ['a Dash address (Lite chain: sanctions only)', 'DASH', 23, 'lite'],
  ])('flags %s as Critical Sanctions', async (_what, ticker, chain, coverage) => {
    const address = list(ticker).find((a) => !a.startsWith('T') || ticker === 'TRX')!;
    const res = await screen(address, chain);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.risk_level).toBe(5);
    expect(body.tag_type_verbose).toBe('Sanctions');
    expect(body.coverage).toBe(coverage);
    expect(body.is_known_to_provider).toBe(false);
  });

  it('finds the lower-case stored label from the EIP-55 checksummed spelling', async () => {
    const address = list('ETH').find((a) => /[A-F]/.test(a))!;
    const body = (await screen(address, 1)).json();
    expect(body.identifier).toBe(address.toLowerCase());
    expect(body.tag_type_verbose).toBe('Sanctions');
  });

  it('leaves an address on no list at No Risk', async () => {
    const body = (await screen('0x52908400098527886e0f7030069857d2e4169ee7', 1)).json();
    expect(body.risk_level).toBe(0);
    expect(body.tag_type_verbose).toBeNull();
  });
});
