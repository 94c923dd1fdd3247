import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { userId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const EXPORT = '/risk/api/v4/addresses/export/?workspace=alpha';
const BY_KEY = '/utils/download/';

const ctx = useTestApp();

const byKey = (user: 'agent' | 'admin' | 'owner' | null, key: string) =>
  ctx.call(user, { method: 'POST', url: BY_KEY, payload: { key } });

describe('POST /download (the key of a download e-mail)', () => {
  it('gives the requester the file bytes as an attachment', async () => {
    const { downloadId, text } = await exportFile(ctx, 'agent', EXPORT);
    const res = await byKey('agent', downloadId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="addresses.csv"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe(text);
    expect(parse(res.body)[0]?.[0]).toBe('Identifier');
  });

  it('needs credentials, and refuses the key of another member (403), even to an organisation admin', async () => {
    const { downloadId } = await exportFile(ctx, 'agent', EXPORT);
    expect((await byKey(null, downloadId)).statusCode).toBe(401);
    for (const other of ['admin', 'owner'] as const) {
      const res = await byKey(other, downloadId);
      expect(res.statusCode, other).toBe(403);
      expect(res.json().detail).toBe(
        'This download belongs to another user. Request your own from the Download manager.',
      );
    }
  });

  it('refuses an expired export (410) and an unknown or malformed key (404), never a 500', async () => {
    const { downloadId } = await exportFile(ctx, 'agent', EXPORT);
    await ctx.db
      .updateTable('downloads')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', downloadId)
      .execute();
    const late = await byKey('agent', downloadId);
    expect(late.statusCode).toBe(410);
    expect(late.json().detail).toBe('This export has expired. Request it again.');
    for (const key of ['00000000-0000-4000-8000-000000000000', 'not-a-key', "' or 1=1 --"]) {
      const res = await byKey('agent', key);
      expect(res.statusCode, key).toBe(404);
    }
    expect((await ctx.call('agent', { method: 'POST', url: BY_KEY, payload: {} })).statusCode).toBe(400);
  });

  it('refuses a requester who is no longer a member of the workspace (404)', async () => {
    const { downloadId } = await exportFile(ctx, 'agent', EXPORT);
    const agent = await userId(ctx.db, 'agent@acme.test');
    const alpha = await workspaceId(ctx.db, 'alpha');
    const membership = ctx.db
      .updateTable('memberships')
      .where('user_id', '=', agent)
      .where('workspace_id', '=', alpha);
    await membership.set({ is_active: false }).execute();
    try {
      expect((await byKey('agent', downloadId)).statusCode).toBe(404);
    } finally {
      await membership.set({ is_active: true }).execute();
    }
  });
});
