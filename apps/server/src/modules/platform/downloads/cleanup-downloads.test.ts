import { describe, expect, it } from 'vitest';
import { userId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { CLEANUP_JOB, removeExpiredDownloads } from './cleanup-downloads.ts';
import { completeDownload, failDownload, insertDownload } from './downloads.repo.ts';

const DAY = 86_400_000;

const ctx = useTestApp();

/** A finished download of the workspace, completed `daysAgo` days ago (its expiry follows from its completion). */
async function finished(workspace: 'alpha' | 'beta', daysAgo: number): Promise<string> {
  const id = await insertDownload(ctx.db, {
    workspaceId: await workspaceId(ctx.db, workspace),
    userId: await userId(ctx.db, workspace === 'alpha' ? 'agent@acme.test' : 'outsider@acme.test'),
    kind: 'addresses.list',
    title: `${workspace} ${daysAgo}d`,
    params: {},
  });
  await completeDownload(ctx.db, id, {
    fileName: 'a.csv',
    mediaType: 'text/csv',
    bytes: new TextEncoder().encode('x'),
  });
  // Age it as if it had been produced then: both dates move back, as completeDownload set them together.
  const row = await ctx.db
    .selectFrom('downloads')
    .select(['completed_at', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('downloads')
    .set({
      completed_at: new Date((row.completed_at as Date).getTime() - daysAgo * DAY),
      expires_at: new Date(row.expires_at.getTime() - daysAgo * DAY),
    })
    .where('id', '=', id)
    .execute();
  return id;
}

const remaining = async (ids: string[]) =>
  (await ctx.db.selectFrom('downloads').select('id').where('id', 'in', ids).execute())
    .map((r) => r.id)
    .sort();

describe('the clean-up of expired downloads', () => {
  it('keeps a file 7 days after it finished, failed ones too', async () => {
    const id = await insertDownload(ctx.db, {
      workspaceId: await workspaceId(ctx.db, 'alpha'),
      userId: await userId(ctx.db, 'agent@acme.test'),
      kind: 'addresses.list',
      title: 't',
      params: {},
    });
    await failDownload(ctx.db, id, 'Nothing to export.');
    const row = await ctx.db
      .selectFrom('downloads')
      .select(['completed_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - (row.completed_at as Date).getTime()).toBe(7 * DAY);
  });

  it('deletes each workspace’s expired files by their own age, keeps fresh ones, and is harmless twice', async () => {
    const oldAlpha = await finished('alpha', 8);
    const freshAlpha = await finished('alpha', 6);
    const oldBeta = await finished('beta', 10);
    const freshBeta = await finished('beta', 1);
    const all = [oldAlpha, freshAlpha, oldBeta, freshBeta];

    expect(await removeExpiredDownloads(ctx.db)).toBe(2);
    expect(await remaining(all)).toEqual([freshAlpha, freshBeta].sort());
    expect(await removeExpiredDownloads(ctx.db)).toBe(0);
    expect(await remaining(all)).toEqual([freshAlpha, freshBeta].sort());

    // A day later the 6-day-old file has expired too; the 1-day-old one of beta has not.
    expect(await removeExpiredDownloads(ctx.db, { now: new Date(Date.now() + 1.5 * DAY) })).toBe(1);
    expect(await remaining(all)).toEqual([freshBeta]);
  });

  it('works through a backlog in batches', async () => {
    const old = await Promise.all(Array.from({ length: 5 }, () => finished('alpha', 9)));
    const fresh = await finished('beta', 0);
    expect(await removeExpiredDownloads(ctx.db, { batchSize: 2 })).toBe(5);
    expect(await remaining([...old, fresh])).toEqual([fresh]);
  });

  it('runs on the job queue every hour', async () => {
    const job = ctx.app.jobDefinitions.find((d) => d.name === CLEANUP_JOB);
    expect(job?.cron).toBe('23 * * * *');
    const old = await finished('beta', 30);
    const fresh = await finished('alpha', 2);
    await ctx.jobs.send(ctx.db, CLEANUP_JOB, {});
    expect(await ctx.runJobs()).toBeGreaterThanOrEqual(1);
    expect(await remaining([old, fresh])).toEqual([fresh]);
  });

  it('hides an expired file from the list and refuses its link before the clean-up has run', async () => {
    const expired = await finished('alpha', 8);
    const fresh = await finished('alpha', 0);
    const list = await ctx.call('agent', { method: 'GET', url: '/utils/downloaded-assets?workspace=alpha' });
    const ids = (list.json().results as { id: string }[]).map((r) => r.id);
    expect(ids).toContain(fresh);
    expect(ids).not.toContain(expired);
    const link = await ctx.call('agent', {
      method: 'GET',
      url: `/utils/downloaded-assets/${expired}/get-link/?workspace=alpha`,
    });
    expect(link.statusCode).toBe(410);
    expect(link.json().detail).toBe('This export has expired. Request it again.');
    const freshLink = await ctx.call('agent', {
      method: 'GET',
      url: `/utils/downloaded-assets/${fresh}/get-link/?workspace=alpha`,
    });
    expect(freshLink.statusCode).toBe(200);
  });
});
