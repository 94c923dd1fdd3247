import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TOKENS } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../../test-support/shared-data.ts';
import { validateAddress } from './index.ts';

const LABELS = sharedData('etherscan-labels-brianleect');
const EXPLORERS: Record<number, string> = {
  1: 'etherscan',
  8: 'bscscan',
  9: 'polygonscan',
  16: 'optimism',
  17: 'arbiscan',
  25: 'avalanche',
};
const labels = new Map(
  Object.entries(EXPLORERS).map(([chain, folder]) => [
    Number(chain),
    JSON.parse(readFileSync(resolve(LABELS, folder, 'combinedAccountLabels.json'), 'utf8')) as Record<
      string,
      { name: string }
    >,
  ]),
);

describe('token contracts in the digital-asset catalogue', () => {
  const deployments = TOKENS.flatMap((t) =>
    t.deployments
      .filter((d) => d.contract)
      .map((d) => ({ ...d, symbol: t.symbol, contract: d.contract ?? '' })),
  );

  it('are valid, canonical addresses of their chain', () => {
    expect(deployments.length).toBeGreaterThan(20);
    for (const d of deployments) {
      expect(validateAddress(d.blockchain, d.contract), `${d.symbol} on ${d.blockchain}`).toMatchObject({
        ok: true,
        address: d.contract,
      });
    }
  });

  it('carry the Etherscan-family name tag of the token where the explorer labels them', () => {
    const checked = deployments.filter((d) => labels.get(d.blockchain)?.[d.contract]);
    expect(checked.map((d) => `${d.symbol}@${d.blockchain}`)).toEqual(
      expect.arrayContaining(['USDT@1', 'USDC@1', 'USDT@8', 'USDT@9']),
    );
    for (const d of checked) {
      const name = labels.get(d.blockchain)?.[d.contract]?.name ?? '';
      expect(name, `${d.symbol}@${d.blockchain}`).not.toMatch(/phish|fake|scam|exploit/i);
    }
  });
});
