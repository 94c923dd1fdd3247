import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sharedData } from '../../../../test-support/shared-data.ts';
import type { Db } from '../db/client.ts';
import { importLabels, planImports } from '../modules/attribution/index.ts';

const OFAC = sharedData('ofac-0xb10c');
const ETH_LIST = 'sanctioned_addresses_ETH.txt';

/** The real OFAC list of Ethereum addresses imported as labels: its addresses, lower-cased, in the list's order. */
export async function importOfacEthList(db: Db): Promise<string[]> {
  const text = readFileSync(resolve(OFAC, ETH_LIST), 'utf8');
  for (const plan of planImports('ofac-list', [{ name: ETH_LIST, text }])) {
    await importLabels(db, { format: 'ofac-list', fileName: plan.fileName, ...plan.parse() });
  }
  return text
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l.startsWith('0x'));
}
