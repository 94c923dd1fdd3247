import { isEvm } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { type ContractKey, watchersOf } from '../watchlist/index.ts';
import type { MonitoredTarget } from './monitored-targets.ts';
import type { NewTransfer } from './new-transfers.ts';

/** An end of a transfer of a watched token, to be screened in the workspace that watches the token. */
export type WatchedTouch = { target: MonitoredTarget; transfer: NewTransfer };

/** The contract as the watchlist spells it (EVM contracts are kept lower-case). */
const contractOf = (t: NewTransfer): ContractKey => ({
  blockchain: t.blockchain,
  identifier: isEvm(t.blockchain) ? t.contract.toLowerCase() : t.contract,
});
const keyOf = (k: ContractKey) => `${k.blockchain}:${k.identifier}`;

/**
 * Both ends of every transfer of a token on a workspace's smart contract watchlist become monitored targets of
 * that workspace for this batch (decision 0083), whatever its monitoring level: by 'workspace:chain:address', the
 * first such transfer of the batch. An end the workspace listed as ignored, or muted, is left out as elsewhere.
 */
export async function watchedTokenTouches(
  db: Db,
  transfers: NewTransfer[],
  now: Date,
): Promise<Map<string, WatchedTouch>> {
  const tokenTransfers = transfers.filter((t) => t.contract !== '');
  const contracts = [...new Map(tokenTransfers.map((t) => [keyOf(contractOf(t)), contractOf(t)])).values()];
  const watchers = await watchersOf(db, contracts);
  if (watchers.length === 0) return new Map();
  const watchedBy = new Map<string, number[]>();
  for (const w of watchers) watchedBy.set(keyOf(w), [...(watchedBy.get(keyOf(w)) ?? []), w.workspaceId]);

  type End = { workspaceId: number; blockchain: number; identifier: string };
  const firstTransfer = new Map<string, { end: End; transfer: NewTransfer }>();
  for (const transfer of tokenTransfers) {
    for (const workspaceId of watchedBy.get(keyOf(contractOf(transfer))) ?? []) {
      for (const identifier of [transfer.from, transfer.to]) {
        const key = `${workspaceId}:${transfer.blockchain}:${identifier}`;
        if (identifier === '' || firstTransfer.has(key)) continue;
        const end = { workspaceId, blockchain: transfer.blockchain, identifier };
        // The reason names the contract as the watchlist spells it.
        firstTransfer.set(key, { end, transfer: { ...transfer, contract: contractOf(transfer).identifier } });
      }
    }
  }
  const ends = [...firstTransfer.values()].map((v) => v.end);
  const touches = new Map<string, WatchedTouch>();
  for (const target of await endTargets(db, ends, now)) {
    const key = `${target.workspaceId}:${target.blockchain}:${target.identifier}`;
    const first = firstTransfer.get(key);
    if (first) touches.set(key, { target, transfer: first.transfer });
  }
  return touches;
}

/** The ends as targets: what their re-screen needs from the workspace's screening of them, when there is one. */
async function endTargets(
  db: Db,
  ends: { workspaceId: number; blockchain: number; identifier: string }[],
  now: Date,
): Promise<MonitoredTarget[]> {
  if (ends.length === 0) return [];
  // One row per end: the workspace's first live screening of it, as the address page shows.
  const result = await sql<MonitoredTarget>`
    SELECT DISTINCT ON (e."workspaceId", e.blockchain, e.identifier) e."workspaceId", e.blockchain, e.identifier,
      s.destination_tag AS "destinationTag", s.customer_id AS "customerId", s.customer_type AS "customerType",
      s.screened_by AS "screenedBy", s.risk_level AS "riskBefore"
    FROM jsonb_to_recordset(${JSON.stringify(ends)}::jsonb)
      AS e("workspaceId" integer, blockchain integer, identifier text)
    LEFT JOIN screened_addresses s ON s.workspace_id = e."workspaceId" AND s.blockchain = e.blockchain
      AND s.identifier = e.identifier AND s.archived_at IS NULL
    WHERE NOT EXISTS (SELECT 1 FROM monitored_addresses m WHERE m.workspace_id = e."workspaceId"
        AND m.blockchain = e.blockchain AND m.identifier = e.identifier AND m.archived_at IS NULL AND m.is_ignored)
      AND NOT EXISTS (SELECT 1 FROM address_monitoring_mutes mu WHERE mu.workspace_id = e."workspaceId"
        AND mu.blockchain = e.blockchain AND mu.identifier = e.identifier AND mu.muted_until > ${now})
    ORDER BY e."workspaceId", e.blockchain, e.identifier, s.id`.execute(db);
  return result.rows;
}
