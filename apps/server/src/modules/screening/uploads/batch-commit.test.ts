import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sanctionedPayees } from '../../../../test/helpers/demo-addresses.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * A batch of an upload commits its screenings together (one read of the live rows they replace, one write of their
 * usage and audit events): the result must read as if each row had been screened on its own, in file order, and a
 * row whose work fails half way must leave no event behind while the rows around it keep theirs.
 */
const ctx = useTestApp({}, { demoWorld: true });

const ETH = 1;

async function uploadAddresses(addresses: string[]): Promise<string> {
  const csv = `identifier,currency\r\n${addresses.map((a) => `${a},${ETH}`).join('\r\n')}\r\n`;
  const body = new FormData();
  body.set('file_type', '0');
  body.append('crypto_file', new Blob([csv]), 'batch.csv');
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/upload/api/v4/files/?workspace=alpha',
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.runJobs();
  return res.json().uuid;
}

async function rowStates(uploadId: string) {
  const rows = await ctx.db
    .selectFrom('upload_rows')
    .select(['row_number', 'state', 'result'])
    .where('upload_id', '=', uploadId)
    .orderBy('row_number')
    .execute();
  return rows.map((r) => [r.state, (r.result as { error: string | null }).error]);
}

/** The address's audit log in the order it was written (the log shows it newest first). */
async function logOf(address: string, since: number, types?: string[]) {
  const rows = await ctx.db
    .selectFrom('entity_audit_events')
    .select(['id', 'type'])
    .where('object_type', '=', 'address')
    .where('identifier', '=', address)
    .where('id', '>', since)
    .$if(types !== undefined, (q) => q.where('type', 'in', types ?? []))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.type);
}

const lastEventId = async () =>
  Number(
    (await sql<{ id: number | null }>`SELECT max(id) AS id FROM entity_audit_events`.execute(ctx.db)).rows[0]
      ?.id ?? 0,
  );
const screeningsOf = async (address: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM screening_events WHERE identifier = ${address}`.execute(ctx.db)
    ).rows[0]?.n,
  );

/** Ethereum addresses of the demo world: two unlabelled ones, and one a sanctions rule fires on. */
async function addresses() {
  const plain = await sql<{ address: string }>`
    SELECT DISTINCT t.to_address AS address FROM transfers t
    WHERE t.blockchain = ${ETH} AND NOT EXISTS (SELECT 1 FROM labels l WHERE l.address = t.to_address)
    ORDER BY 1 LIMIT 2 OFFSET 300`.execute(ctx.db);
  // Paid at least $1,000 straight from a sanctioned address: the workspace's sanctions exposure rule fires.
  const [s] = await sanctionedPayees(ctx.db, ETH, 1);
  const [a, b] = plain.rows.map((r) => r.address);
  if (!a || !b || !s) throw new Error('the demo world lacks the addresses this test needs');
  return { a, b, s };
}

describe('a batch of screenings committed together', () => {
  it('reads as one screening after another, and a row that fails half way leaves no event', async () => {
    const { a, b, s } = await addresses();
    // b has a live row already: its screening in the file is a re-screening.
    const first = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: b, currency: ETH },
    });
    expect(first.statusCode, first.body).toBe(200);
    const since = await lastEventId();
    const before = { a: await screeningsOf(a), b: await screeningsOf(b), s: await screeningsOf(s) };
    // The sanctioned address's alert cannot be written: its row fails after its live row and 'screened' event.
    await sql`CREATE FUNCTION refuse_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'alert items refused'; END $$`.execute(ctx.db);
    await sql`CREATE TRIGGER refuse_items BEFORE INSERT ON alert_items FOR EACH ROW
      WHEN (NEW.identifier = ${sql.lit(s)}) EXECUTE FUNCTION refuse_items()`.execute(ctx.db);
    let failedRun: string;
    try {
      failedRun = await uploadAddresses([a, s, a, b]);
    } finally {
      await sql`DROP TRIGGER refuse_items ON alert_items`.execute(ctx.db);
      await sql`DROP FUNCTION refuse_items()`.execute(ctx.db);
    }
    expect(await rowStates(failedRun)).toEqual([
      ['succeeded', null],
      ['failed', 'Internal Error!'],
      ['succeeded', null],
      ['succeeded', null],
    ]);
    // (Whatever rules fire on the two unlabelled addresses, their screenings read in file order.)
    expect(await logOf(a, since, ['screened', 'rescreened'])).toEqual(['screened', 'rescreened']);
    expect(await logOf(b, since, ['screened', 'rescreened'])).toEqual(['rescreened']);
    expect(await logOf(s, since)).toEqual([]);
    expect(await screeningsOf(a)).toBe(before.a + 2);
    expect(await screeningsOf(b)).toBe(before.b + 1);
    expect(await screeningsOf(s)).toBe(before.s);
    const live = await ctx.db
      .selectFrom('screened_addresses')
      .select(['identifier'])
      .where('identifier', 'in', [a, s])
      .where('archived_at', 'is', null)
      .execute();
    expect(live.map((r) => r.identifier)).toEqual([a]);

    // Without the fault the sanctioned address is screened and its rule's alert follows its screening in the log.
    const second = await uploadAddresses([s]);
    expect(await rowStates(second)).toEqual([['succeeded', null]]);
    expect(await logOf(s, since)).toEqual(['screened', 'alert_opened']);
    expect(await screeningsOf(s)).toBe(before.s + 1);
  });
});
