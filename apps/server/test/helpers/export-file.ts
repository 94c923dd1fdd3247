import { DOWNLOAD_QUEUED_MESSAGE } from '@riskscreen/shared';
import { expect } from 'vitest';
import type { FixtureUser, TestApp } from './test-app.ts';

export type ExportedFile = {
  downloadId: string;
  headers: Record<string, string | string[] | number | undefined>;
  bytes: Buffer;
  text: string;
};

/**
 * A queued export as the user lives it: queue it (the answer names the Download manager), run the queued jobs,
 * ask for the signed link of the finished download, and fetch the file through it (the link is the user's: it
 * opens with their credentials only).
 */
export async function exportFile(
  ctx: TestApp,
  user: FixtureUser,
  url: string,
  workspace = new URL(url, 'http://local').searchParams.get('workspace') ?? 'alpha',
): Promise<ExportedFile> {
  const queued = await ctx.call(user, { method: 'GET', url });
  expect(queued.statusCode, queued.body).toBe(200);
  const { id, detail } = queued.json() as { id: string; detail: string };
  expect(detail).toBe(DOWNLOAD_QUEUED_MESSAGE);
  await ctx.runJobs();
  const row = await ctx.db
    .selectFrom('downloads')
    .select(['status', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row, 'the download is not Complete').toEqual({ status: 3, error: null });
  const link = await ctx.call(user, {
    method: 'GET',
    url: `/utils/downloaded-assets/${id}/get-link/?workspace=${workspace}`,
  });
  expect(link.statusCode, link.body).toBe(200);
  const file = await ctx.call(user, {
    method: 'GET',
    url: (link.json() as { download_url: string }).download_url,
  });
  expect(file.statusCode, file.body).toBe(200);
  return { downloadId: id, headers: file.headers, bytes: file.rawPayload, text: file.body };
}
