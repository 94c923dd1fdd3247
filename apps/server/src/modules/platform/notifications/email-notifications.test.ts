import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../../../../test/helpers/loopback-smtp.ts';
import { createTestApp } from '../../../../test/helpers/test-app.ts';
import { userId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { expectMailCount, useTestAppWithMail } from '../../../test-support/mail.test-support.ts';
import { createMailDeliverer } from '../mail/index.ts';
import { notifyUsers } from './index.ts';

/**
 * Mentions and assignments by email: a real SMTP server on 127.0.0.1 receives what the outbox delivers after the
 * transaction commits; without SMTP_URL the mail is logged and recorded as such.
 */
const ids = {} as Record<'admin' | 'agent', number>;
let alphaId: number;

const PUBLIC_URL = 'https://riskscreen.example.test';
const { ctx, smtp } = useTestAppWithMail({ publicUrl: PUBLIC_URL, mailFrom: 'RS <rs@example.test>' });

/** The decoded text of a received mail (quoted-printable soft breaks and escapes undone). */
function textOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

async function waitFor(count: number): Promise<void> {
  await expectMailCount(smtp, count);
}

beforeAll(async () => {
  alphaId = await workspaceId(ctx.db, 'alpha');
  for (const user of ['admin', 'agent'] as const) {
    ids[user] = await userId(ctx.db, `${user}@acme.test`);
  }
});
describe('email notifications', () => {
  it('emails a mention made in a comment once the comment is stored', async () => {
    const screened = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: '0x52908400098527886e0f7030069857d2e4169ee7', currency: 1 },
    });
    const addressId = screened.json().id as number;
    const body = new FormData();
    body.set('body', '<p>@Adam please look</p>');
    body.set(
      'context',
      JSON.stringify({ users: [{ id: ids.admin, full_name: 'Adam', start_position: 0, length: 5 }] }),
    );
    const res = await ctx.call('agent', {
      method: 'POST',
      url: `/resolutioncenter/api/v4/address/${addressId}/comments/?workspace=alpha`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    // The record of events tells the mentioned member; the mail job sends it.
    await ctx.runJobs();
    await waitFor(1);
    const mail = smtp.received[0] as ReceivedMail;
    expect(mail.to).toEqual(['admin@acme.test']);
    expect(header(mail.raw, 'Subject')).toBe('Ann Agent mentioned you in a comment');
    expect(header(mail.raw, 'From')).toBe('RS <rs@example.test>');
    const text = textOf(mail.raw);
    expect(text).toContain('@Adam please look');
    expect(text).toContain(`${PUBLIC_URL}/addresses/${addressId}?workspace=alpha`);
    const outbox = await ctx.db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox.map((m) => [m.to_address, m.status])).toEqual([['admin@acme.test', 'sent']]);
  });

  it('emails an assignment through notifyUsers, only to those subscribed', async () => {
    await ctx.db
      .insertInto('notification_subscriptions')
      .values({ user_id: ids.agent, settings: JSON.stringify({ assignment_notifications: false }) })
      .execute();
    await ctx.db.transaction().execute((trx) =>
      notifyUsers(trx, {
        workspaceId: alphaId,
        userIds: [ids.admin, ids.agent, ids.admin],
        kind: 'assignment',
        title: 'Alert 7 was assigned to you',
        body: 'Adam assigned alert 7 (Sanctioned entity) to you.',
        link: '/addresses/1?workspace=alpha&alert=7',
        emailSetting: 'assignment_notifications',
      }),
    );
    // Queued in the transaction, sent after it: a direct call delivers as the app does after a response.
    expect(
      await ctx.db.selectFrom('mail_outbox').select('status').where('status', '=', 'pending').execute(),
    ).toHaveLength(1);
    await createMailDeliverer(ctx.db, ctx.config, ctx.app.log).deliver();
    await waitFor(2);
    const mail = smtp.received[1] as ReceivedMail;
    expect(mail.to).toEqual(['admin@acme.test']);
    expect(header(mail.raw, 'Subject')).toBe('Alert 7 was assigned to you');
    expect(textOf(mail.raw)).toContain(`${PUBLIC_URL}/addresses/1?workspace=alpha&alert=7`);
    // Both are notified in the app; the agent opted out of the email.
    const notes = await ctx.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'assignment')
      .execute();
    expect(notes.map((n) => n.user_id).sort()).toEqual([ids.admin, ids.agent].sort());
  });

  it('records a failed delivery with its error', async () => {
    const closed = { ...ctx.config, smtpUrl: 'smtp://127.0.0.1:1' };
    await ctx.db.transaction().execute((trx) =>
      notifyUsers(trx, {
        workspaceId: alphaId,
        userIds: [ids.admin],
        kind: 'assignment',
        title: 'Unreachable',
        body: 'x',
        link: '/alerts',
        emailSetting: 'assignment_notifications',
      }),
    );
    await createMailDeliverer(ctx.db, closed, ctx.app.log).deliver();
    const row = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'Unreachable')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
    expect(row.sent_at).toBeNull();
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the mail to the log and records it as logged', async () => {
    const plain = await createTestApp();
    try {
      const workspace = await workspaceId(plain.db, 'alpha');
      const admin = await userId(plain.db, 'admin@acme.test');
      await plain.db.transaction().execute((trx) =>
        notifyUsers(trx, {
          workspaceId: workspace,
          userIds: [admin],
          kind: 'mention',
          title: 'Ann mentioned you',
          body: 'hello',
          link: '/addresses/3?workspace=alpha',
          emailSetting: 'mention_notifications',
        }),
      );
      const logged: unknown[] = [];
      const log = { ...plain.app.log, info: (obj: unknown) => logged.push(obj) } as typeof plain.app.log;
      await createMailDeliverer(plain.db, plain.config, log).deliver();
      const rows = await plain.db.selectFrom('mail_outbox').selectAll().execute();
      expect(rows.map((r) => [r.to_address, r.subject, r.status, r.link])).toEqual([
        ['admin@acme.test', 'Ann mentioned you', 'logged', '/addresses/3?workspace=alpha'],
      ]);
      expect(JSON.stringify(logged)).toContain('http://127.0.0.1:8080/addresses/3?workspace=alpha');
    } finally {
      await plain.close();
    }
  });
});
