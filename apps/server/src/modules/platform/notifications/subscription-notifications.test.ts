import { describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../../../../test/helpers/loopback-smtp.ts';
import { FIXTURE_USERS, type FixtureUser } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { deliverAllMail, mailText, useTestAppWithMail } from '../../../test-support/mail.test-support.ts';
import { saveNotificationSettings } from '../../../test-support/notification-settings.test-support.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { publishDomainEvent } from '../events/index.ts';

/**
 * Risk notifications, alert items and alert resolutions, as the members' notification settings ask: a screening that
 * changes a level and raises an alert is delivered by the record of events after its commit, the in-app
 * notifications are stored and the mails reach a real SMTP server on 127.0.0.1.
 */
const PUBLIC_URL = 'https://riskscreen.example.test';
const { ctx, smtp } = useTestAppWithMail(
  { publicUrl: PUBLIC_URL, mailFrom: 'RS <rs@example.test>' },
  { demoWorld: true },
);

/** The Subject header, unfolded (a long one is folded over lines). */
const subjectOf = (raw: string) =>
  /^Subject: (.*)$/im.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';

async function idOf(table: 'users' | 'workspaces', key: string): Promise<number> {
  if (table === 'users') {
    return (await ctx.db.selectFrom('users').select('id').where('email', '=', key).executeTakeFirstOrThrow())
      .id;
  }
  return await workspaceId(ctx.db, key);
}

async function noticesOf(user: FixtureUser) {
  const userId = await idOf('users', FIXTURE_USERS[user]);
  return ctx.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'link', 'workspace_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

const mailsTo = (user: FixtureUser) => smtp.received.filter((mail) => mail.to.includes(FIXTURE_USERS[user]));

describe('notifications the settings promise', () => {
  it('tells the members who ask for it of a risk change and a new alert, with the level, the reason and a link', async () => {
    // The agent wants no risk notifications and no alert items, only resolutions; the admin keeps the defaults
    // (High and Critical risk, alert items, no resolutions).
    await saveNotificationSettings(ctx, 'agent', {
      risk_notifications: { 1: false, 2: false, 3: false, 4: false, 5: false },
      alert_item_notifications: false,
      alert_resolution_notifications: true,
    });
    const obj = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');
    const { id, risk_level: level } = await screenAddress(ctx, obj.address, { currency: obj.blockchain });
    expect(level).toBeGreaterThanOrEqual(4);
    const change = await ctx.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'risk.level_changed')
      .executeTakeFirstOrThrow();
    const reason = (change.payload as { reason: string }).reason;
    const levelName = level === 5 ? 'Critical' : 'High';
    const raisedCount = (
      await ctx.db.selectFrom('domain_events').select('id').where('type', '=', 'alert.raised').execute()
    ).length;
    expect(raisedCount).toBeGreaterThan(0);

    await deliverAllMail(ctx, smtp, 1 + raisedCount);

    const adminNotices = await noticesOf('admin');
    const risk = adminNotices.filter((n) => n.kind === 'risk_change');
    expect(risk).toEqual([
      {
        kind: 'risk_change',
        title: `Address ${obj.address} (BTC) is now ${levelName} risk`,
        body: `The risk level of Address ${obj.address} (BTC) was screened at ${levelName} risk. Reason: ${reason}.`,
        link: `/addresses/${id}?workspace=alpha`,
        workspace_id: await idOf('workspaces', 'alpha'),
      },
    ]);
    const items = adminNotices.filter((n) => n.kind === 'alert_item');
    expect(items).toHaveLength(raisedCount);
    expect(items[0]?.title).toMatch(
      new RegExp(`^New (High|Critical) alert on Address ${obj.address} \\(BTC\\)$`),
    );
    expect(items[0]?.link).toMatch(new RegExp(`^/addresses/${id}\\?workspace=alpha&alert=\\d+$`));

    const adminMails = mailsTo('admin');
    expect(adminMails.map((m) => subjectOf(m.raw))).toContain(
      `Address ${obj.address} (BTC) is now ${levelName} risk`,
    );
    const riskMail = adminMails.find((m) => subjectOf(m.raw).endsWith('risk')) as ReceivedMail;
    expect(mailText(riskMail.raw)).toContain(`Reason: ${reason}.`);
    expect(mailText(riskMail.raw)).toContain(`${PUBLIC_URL}/addresses/${id}?workspace=alpha`);
    const outbox = await ctx.db.selectFrom('mail_outbox').select(['to_address', 'status']).execute();
    expect(outbox.every((m) => m.to_address === FIXTURE_USERS.admin && m.status === 'sent')).toBe(true);

    // The agent turned both off, the inactive member and another workspace's member get nothing.
    expect(await noticesOf('agent')).toEqual([]);
    expect(await noticesOf('blocked')).toEqual([]);
    expect(await noticesOf('outsider')).toEqual([]);
    expect(mailsTo('agent')).toEqual([]);
    expect(mailsTo('outsider')).toEqual([]);

    // Delivered again (at least once): nothing is told twice.
    await ctx.runJobs();
    expect(await noticesOf('admin')).toHaveLength(adminNotices.length);
  });

  it('tells of a resolution only those who ask for resolutions, and only in the alert’s workspace', async () => {
    const before = smtp.received.length;
    const alpha = await idOf('workspaces', 'alpha');
    const beta = await idOf('workspaces', 'beta');
    const address = { objectType: 'address', objectId: 41, identifier: '0xabc', currency: 'ETH' } as const;
    await ctx.db.transaction().execute(async (trx) => {
      await publishDomainEvent(trx, alpha, 'alert.resolved', {
        ...address,
        alertId: 9,
        stage: 'Resolved',
        reason: 'Known exchange deposit',
      });
      // Risk level 3 is not among anyone's levels here (the defaults tick High and Critical).
      await publishDomainEvent(trx, alpha, 'risk.level_changed', {
        ...address,
        previousRiskLevel: 1,
        riskLevel: 3,
        reason: 'exposure to Gambling',
      });
      await publishDomainEvent(trx, beta, 'risk.level_changed', {
        ...address,
        objectId: 42,
        previousRiskLevel: 4,
        riskLevel: 5,
        reason: 'attributed to Sanctions',
      });
    });
    await deliverAllMail(ctx, smtp, before + 2);

    expect((await noticesOf('agent')).map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
      [
        'alert_resolution',
        'Alert 9 on Address 0xabc (ETH) was resolved',
        'Alert 9 on Address 0xabc (ETH) moved to Resolved. Reason: Known exchange deposit.',
        '/addresses/41?workspace=alpha&alert=9',
      ],
    ]);
    const outsider = await noticesOf('outsider');
    expect(outsider.map((n) => [n.kind, n.body, n.link])).toEqual([
      [
        'risk_change',
        'The risk level of Address 0xabc (ETH) changed from High to Critical risk. Reason: attributed to Sanctions.',
        '/addresses/42?workspace=beta',
      ],
    ]);
    const fresh = smtp.received.slice(before);
    expect(fresh.map((m) => m.to).sort()).toEqual([[FIXTURE_USERS.agent], [FIXTURE_USERS.outsider]]);
    // The admin (resolutions off, level 3 not ticked, not a member of beta) got nothing new.
    expect(
      (await noticesOf('admin')).filter((n) => n.kind === 'alert_resolution' || n.link.includes('41')),
    ).toEqual([]);
  });
});
