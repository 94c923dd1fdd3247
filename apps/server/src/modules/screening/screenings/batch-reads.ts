import { validateAddress } from '@riskscreen/engine';
import { readOnce } from '../../../lib/read-memo.ts';
import { refuseWithoutCredit } from '../../accounts/index.ts';
import {
  type ExposureDeps,
  readAddressesAhead,
  resolveChain,
  workspaceTraceSettings,
} from '../../exposure/index.ts';
import { readRuleTransfersAhead } from '../../rules/index.ts';

/**
 * No credit left: refused before the trace (commitScreening decides again under the lock). In a batch, checked
 * once for the batch: the lock decides each screening.
 */
export function refuseEarlyWithoutCredit(deps: ExposureDeps, workspaceId: number, now: Date): Promise<void> {
  return readOnce(deps.reads, `credit-check:${workspaceId}`, () =>
    refuseWithoutCredit(deps.db, workspaceId, now),
  );
}

/** The workspace's hop limit and minimum edge value: read once per batch of screenings. */
export function traceSettingsOf(deps: ExposureDeps, workspaceId: number) {
  return readOnce(deps.reads, `trace-settings:${workspaceId}`, () =>
    workspaceTraceSettings(deps.db, workspaceId),
  );
}

/**
 * Read ahead, into the batch's memo, what screening each of a batch's addresses at `now` reads per address: chain
 * facts, balances, labels and the transfers the rules read, one statement per kind of fact for the batch's
 * addresses on a chain. Identifiers that are not addresses of their chain are left to their own screening's
 * refusal.
 */
export async function readAddressScreeningsAhead(
  deps: ExposureDeps,
  workspaceId: number,
  requests: readonly { currency: number; identifier: string }[],
  now: Date,
): Promise<void> {
  if (!deps.reads) return;
  const byChain = new Map<number, string[]>();
  for (const request of requests) {
    let blockchain: number;
    try {
      blockchain = resolveChain(request.currency).blockchain;
    } catch {
      continue;
    }
    const check = validateAddress(blockchain, request.identifier);
    if (!check.ok) continue;
    const list = byChain.get(blockchain);
    if (list) list.push(check.address);
    else byChain.set(blockchain, [check.address]);
  }
  for (const [blockchain, addresses] of byChain) {
    await readAddressesAhead(deps, blockchain, addresses, now);
    await readRuleTransfersAhead(deps, workspaceId, blockchain, addresses, now);
  }
}
