import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceId as workspaceIdOf } from '../../../test-support/fixture-ids.test-support.ts';
import { importOfacEthList } from '../../../test-support/ofac-eth-list.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * A screening stores its live row, audit entry, alerts, alert items and usage event as one unit of work. The
 * failure is a real one: a trigger makes the database refuse the usage event, the last write of the screening,
 * after the live row, its audit entry and the alerts were written in the same transaction.
 */
let workspaceId: number;
let sanctioned: string;

const ctx = useTestApp();
beforeAll(async () => {
  sanctioned = (await importOfacEthList(ctx.db))[0] ?? '';
  workspaceId = await workspaceIdOf(ctx.db, 'alpha');
});

const screen = () =>
  ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier: sanctioned, currency: 1 },
  });

/** Everything a screening of the sanctioned address writes, counted in the workspace. */
async function writtenState() {
  const count = async (
    table: 'screened_addresses' | 'alerts' | 'alert_items' | 'entity_audit_events' | 'screening_events',
  ) => {
    const row = await ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('identifier', '=', sanctioned)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    liveRows: await count('screened_addresses'),
    alerts: await count('alerts'),
    alertItems: await count('alert_items'),
    auditEvents: await count('entity_audit_events'),
    usageEvents: await count('screening_events'),
  };
}

describe('a screening is one unit of work', () => {
  it('leaves nothing behind when a write after the alerts fails, and the next screening stores everything', async () => {
    await sql`CREATE FUNCTION refuse_usage_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'usage event refused (injected failure)'; END $$`.execute(ctx.db);
    await sql`CREATE TRIGGER refuse_usage_event BEFORE INSERT ON screening_events
      FOR EACH ROW EXECUTE FUNCTION refuse_usage_event()`.execute(ctx.db);

    const failed = await screen();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ detail: 'Internal Error!' });
    expect(failed.body).not.toContain('injected failure');
    expect(await writtenState()).toEqual({
      liveRows: 0,
      alerts: 0,
      alertItems: 0,
      auditEvents: 0,
      usageEvents: 0,
    });

    await sql`DROP TRIGGER refuse_usage_event ON screening_events`.execute(ctx.db);
    const screened = await screen();
    expect(screened.statusCode, screened.body).toBe(200);
    expect(screened.json().risk_level).toBe(5);
    const state = await writtenState();
    expect(state).toMatchObject({ liveRows: 1, usageEvents: 1 });
    expect(state.alerts).toBeGreaterThan(0);
    expect(state.alertItems).toBe(state.alerts);
    // The audit log starts with 'screened', never 'rescreened': the failed attempt stored no live row.
    const audit = await ctx.db
      .selectFrom('entity_audit_events')
      .select('type')
      .where('workspace_id', '=', workspaceId)
      .where('identifier', '=', sanctioned)
      .orderBy('id')
      .execute();
    expect(audit[0]?.type).toBe('screened');
    expect(audit.map((e) => e.type)).not.toContain('rescreened');
  });
});
