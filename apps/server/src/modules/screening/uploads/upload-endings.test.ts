import { UploadStatus } from '@riskscreen/shared';
import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { FIXTURE_USERS } from '../../../../test/helpers/test-app.ts';
import { userId } from '../../../test-support/fixture-ids.test-support.ts';
import { saveNotificationSettings } from '../../../test-support/notification-settings.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { UPLOAD_STOPPED } from './finish-upload.ts';
import { UPLOAD_JOB } from './upload-job.ts';

/**
 * How an upload ends: its uploader is told (in the app and by e-mail, as the file_upload_status subscription says);
 * a job whose last attempt fails ends the upload with its pending rows failed (never left In Progress); an
 * uploader disabled before the job runs screens nothing.
 */
const ctx = useTestApp();

let serial = 0;
/** A fresh, valid Ethereum address. */
const newAddress = () => `0x${(0xe000 + ++serial).toString(16).padStart(4, '0').repeat(10)}`;

async function uploadAddresses(count: number, name = 'ending.csv'): Promise<string> {
  const csv = `identifier,currency\r\n${Array.from({ length: count }, () => `${newAddress()},1`).join('\r\n')}\r\n`;
  const body = new FormData();
  body.set('file_type', '0');
  body.append('crypto_file', new Blob([csv]), name);
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/upload/api/v4/files/?workspace=alpha',
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
}

const uploadRow = (id: string) =>
  ctx.db
    .selectFrom('uploads')
    .select(['status', 'successful_row_count', 'failed_row_count', 'finished_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const rowStates = async (id: string) =>
  (
    await ctx.db
      .selectFrom('upload_rows')
      .select(['state', 'result'])
      .where('upload_id', '=', id)
      .orderBy('row_number')
      .execute()
  ).map((r) => ({ state: r.state, error: (r.result as { error?: string | null } | null)?.error ?? null }));
const agentId = async () => await userId(ctx.db, FIXTURE_USERS.agent);
const uploadNotices = async () =>
  ctx.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', await agentId())
    .where('kind', '=', 'upload')
    .orderBy('id')
    .execute();
const mailsTo = async (email: string) => {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = ${email}`.execute(ctx.db);
  return rows[0]?.n ?? 0;
};

describe('the end of an upload', () => {
  it('tells the uploader in the app and by e-mail, and not by e-mail once they unsubscribe', async () => {
    const before = (await uploadNotices()).length;
    const mailsBefore = await mailsTo(FIXTURE_USERS.agent);
    const id = await uploadAddresses(2, 'told.csv');
    await ctx.runJobs();
    expect(await uploadRow(id)).toMatchObject({ status: UploadStatus.Complete, successful_row_count: 2 });
    const notices = await uploadNotices();
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toEqual({
      title: 'File upload complete',
      body: 'told.csv: 2 of 2 rows succeeded.',
      link: '/dashboard',
    });
    expect(await mailsTo(FIXTURE_USERS.agent)).toBe(mailsBefore + 1);
    // The user's own listing shows it.
    const listed = await ctx.call('agent', {
      method: 'GET',
      url: '/profile/api/v1/notifications/?workspace=alpha',
    });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('told.csv: 2 of 2 rows succeeded.');

    await saveNotificationSettings(ctx, 'agent', { file_upload_status: false });
    await uploadAddresses(1, 'quiet.csv');
    await ctx.runJobs();
    expect((await uploadNotices()).at(-1)?.body).toBe('quiet.csv: 1 of 1 rows succeeded.');
    expect(await mailsTo(FIXTURE_USERS.agent)).toBe(mailsBefore + 1);
  });

  it('ends an upload whose last attempt fails: pending rows fail with a message, done rows stay, the uploader is told', async () => {
    const id = await uploadAddresses(30);
    const job = ctx.app.jobDefinitions.find((d) => d.name === UPLOAD_JOB);
    if (!job) throw new Error('no upload job');
    // A real failure of the database after the first batch: claiming rows is refused.
    await sql`
      CREATE FUNCTION refuse_claims() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'claims refused'; END $$`.execute(ctx.db);
    await ctx.db
      .updateTable('upload_rows')
      .set({
        state: 'succeeded',
        result: JSON.stringify({ risk_level: 0, risk_level_verbose: 'None', screened_id: null, error: null }),
      })
      .where('upload_id', '=', id)
      // The file's first five rows (row 1 is the header).
      .where('row_number', '<=', 6)
      .execute();
    await ctx.db.updateTable('uploads').set({ successful_row_count: 5 }).where('id', '=', id).execute();
    await sql`
      CREATE TRIGGER refuse_claims BEFORE UPDATE OF claimed_at ON upload_rows
      FOR EACH ROW EXECUTE FUNCTION refuse_claims()`.execute(ctx.db);
    const context = (finalAttempt: boolean) => ({
      jobId: 'test',
      log: pino({ level: 'silent' }),
      signal: new AbortController().signal,
      finalAttempt,
    });
    try {
      // Not the last attempt: the upload stays in progress for the retry.
      await expect(job.handler({ uploadId: id }, context(false))).rejects.toThrow(/claims refused/);
      expect((await uploadRow(id)).status).toBe(UploadStatus.InProgress);
      await expect(job.handler({ uploadId: id }, context(true))).rejects.toThrow(/claims refused/);
    } finally {
      await sql`DROP TRIGGER refuse_claims ON upload_rows`.execute(ctx.db);
      await sql`DROP FUNCTION refuse_claims()`.execute(ctx.db);
    }
    const ended = await uploadRow(id);
    expect(ended).toMatchObject({
      status: UploadStatus.PartiallyDone,
      successful_row_count: 5,
      failed_row_count: 25,
    });
    expect(ended.finished_at).not.toBeNull();
    await ctx.runJobs();
    const states = await rowStates(id);
    expect(states.slice(0, 5).every((r) => r.state === 'succeeded')).toBe(true);
    expect(states.slice(5)).toEqual(
      Array.from({ length: 25 }, () => ({ state: 'failed', error: UPLOAD_STOPPED })),
    );
    expect((await uploadNotices()).at(-1)).toMatchObject({
      title: 'File upload finished with errors',
      body: 'ending.csv: 5 of 30 rows succeeded, 25 failed.',
    });
    // A later run of the job changes nothing.
    await job.handler({ uploadId: id }, context(true));
    expect(await uploadRow(id)).toEqual(ended);
  });

  it('screens nothing as an uploader who was disabled before the job ran', async () => {
    const id = await uploadAddresses(3);
    const events = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM screening_events`.execute(ctx.db)).rows[0]?.n;
    const before = await events();
    await ctx.db
      .updateTable('users')
      .set({ is_active: false })
      .where('id', '=', await agentId())
      .execute();
    try {
      await ctx.runJobs();
    } finally {
      await ctx.db
        .updateTable('users')
        .set({ is_active: true })
        .where('id', '=', await agentId())
        .execute();
    }
    expect(await events()).toBe(before);
    expect(await uploadRow(id)).toMatchObject({ status: UploadStatus.Failed, failed_row_count: 3 });
    expect((await rowStates(id)).map((r) => r.error)).toEqual(
      Array.from({ length: 3 }, () => 'The uploader is no longer a member of this workspace.'),
    );
  });
});
