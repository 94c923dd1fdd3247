import type { Db } from '../../../db/client.ts';
import type { Caller } from '../../../plugins/auth.ts';

/** A screening's usage event: feeds usage (credits), the dashboard and audit. */
export type NewScreeningEvent = {
  workspaceId: number;
  caller: Caller;
  objectType: 'address' | 'transaction';
  blockchain: number;
  identifier: string;
  riskLevel: number;
  durationMs: number;
  /** When the screening was made (the unit of work's time; demo history is screened in the past). */
  at?: Date;
};

/** One row per screening: feeds usage (credits) and audit. */
export async function recordScreening(db: Db, event: NewScreeningEvent): Promise<void> {
  await insertScreeningEvents(db, [event]);
}

/** Several screenings' events in one statement (a batch's), in order. */
export async function insertScreeningEvents(db: Db, events: readonly NewScreeningEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('screening_events')
    .values(
      events.map((event) => ({
        workspace_id: event.workspaceId,
        user_id: event.caller.userId,
        via_api_key: event.caller.via === 'apiKey',
        object_type: event.objectType,
        blockchain: event.blockchain,
        identifier: event.identifier,
        risk_level: event.riskLevel,
        duration_ms: event.durationMs,
        ...(event.at ? { created_at: event.at } : {}),
      })),
    )
    .execute();
}
