import {
  type DataCoverage,
  dataCoverageText,
  getChain,
  isRiskUnassessed,
  RISK_LEVEL_LABELS,
  type RiskLevel,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { type CatalogueEvent, publishDomainEvents, screenedObjectRef } from '../../platform/index.ts';
import type { RuleFiring } from '../../rules/index.ts';
import type { ScreeningBatch } from './screening-batch.ts';

/** Who asked for a screening, as the catalogue names it, from how the caller came in. */
const SOURCES: Record<Caller['via'], string> = { token: 'web', apiKey: 'api', system: 'system' };

/**
 * Why the object has its level, in words: the rules that fired at that level (the level is the highest firing's),
 * or why no rule could say it is clean (no chain data is not No Risk, decision 0046).
 */
export function riskReason(input: {
  riskLevel: number;
  firings: readonly RuleFiring[];
  dataCoverage: DataCoverage | null;
  blockchain: number;
}): string {
  const top = input.firings.filter((firing) => firing.level === input.riskLevel).map((f) => f.ruleName);
  if (input.riskLevel > 0 && top.length > 0) {
    const label = RISK_LEVEL_LABELS[input.riskLevel as RiskLevel] ?? String(input.riskLevel);
    return `${label}: ${top.length === 1 ? 'rule' : 'rules'} ${top.map((name) => `“${name}”`).join(', ')} fired`;
  }
  if (input.dataCoverage && isRiskUnassessed(input.riskLevel, input.dataCoverage)) {
    const chainName = getChain(input.blockchain)?.label ?? 'the chain';
    return dataCoverageText(input.dataCoverage, chainName) ?? 'No rule fired';
  }
  return 'No rule fired';
}

/**
 * Tell the record that the screening committed, and that the object's level changed when it differs from what its
 * previous screening said (a first screening changes it from none), in the screening's transaction.
 */
export async function announceScreening(
  trx: Db,
  input: {
    workspaceId: number;
    object: { type: 'address' | 'transaction'; id: number; blockchain: number; identifier: string };
    caller: Caller;
    source?: string | undefined;
    riskLevel: number;
    previousRiskLevel: number | null;
    firings: readonly RuleFiring[];
    dataCoverage: DataCoverage | null;
  },
  /** The batch the screening is committed with: its events are published with the batch's others. */
  batch?: ScreeningBatch,
): Promise<void> {
  const ref = screenedObjectRef(input.object);
  const { riskLevel, previousRiskLevel, dataCoverage } = input;
  const events: CatalogueEvent[] = [];
  if (previousRiskLevel !== riskLevel) {
    events.push({
      type: 'risk.level_changed',
      payload: {
        ...ref,
        previousRiskLevel,
        riskLevel,
        reason: riskReason({
          riskLevel,
          firings: input.firings,
          dataCoverage,
          blockchain: input.object.blockchain,
        }),
      },
    });
  }
  events.push({
    type: 'screening.done',
    payload: {
      ...ref,
      screeningId: input.object.id,
      riskLevel,
      dataCoverage,
      source: input.source ?? SOURCES[input.caller.via],
    },
  });
  const actor = input.caller.via === 'system' ? null : input.caller.userId;
  if (batch) batch.announce({ workspaceId: input.workspaceId, events, actor });
  else await publishDomainEvents(trx, input.workspaceId, events, actor);
}
