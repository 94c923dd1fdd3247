import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_USERS, type FixtureUser } from '../../../../test/helpers/test-app.ts';
import {
  insertTimedAlert,
  ruleIdNamed,
  workspaceWithStages,
} from '../../../test-support/alert-rows.test-support.ts';
import { userId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { deliverAllMail, mailText, useTestAppWithMail } from '../../../test-support/mail.test-support.ts';
import { saveNotificationSettings } from '../../../test-support/notification-settings.test-support.ts';
import {
  insertScreenedAddress,
  insertScreeningEvents,
} from '../../../test-support/screened-rows.test-support.ts';
import { sendPeriodSummaries } from './send-period-summaries.ts';
import { SUMMARY_JOB } from './summary-jobs.ts';

/**
 * The weekly and monthly summaries: for a fixed "now", the last complete week (12–18 Oct 2026) and month, the
 * dashboard's figures of the period (rows just outside it left out), in the app and by mail at a real SMTP server
 * on 127.0.0.1, for the members whose settings ask for them; once, however often and however concurrently it runs.
 */
const PUBLIC_URL = 'https://riskscreen.example.test';
const { ctx, smtp } = useTestAppWithMail({ publicUrl: PUBLIC_URL, mailFrom: 'RS <rs@example.test>' });
/** A Wednesday: the last complete week is Mon 12 – Sun 18 Oct 2026, the last complete month September. */
const WEDNESDAY = new Date('2026-10-21T09:00:00Z');
/** A Monday: the week 26 Oct – 1 Nov 2026 and the month of October are complete. */
const NEXT_MONTH = new Date('2026-11-02T03:00:00Z');

/** The Subject header, unfolded and its encoded words (RFC 2047, "=?UTF-8?Q?…?=") decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*)$/im.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
    Buffer.from(
      word
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}
const mailsTo = (user: FixtureUser) => smtp.received.filter((mail) => mail.to.includes(FIXTURE_USERS[user]));
const subjectsTo = (user: FixtureUser) => mailsTo(user).map((m) => subjectOf(m.raw));

const idOf = (table: 'users' | 'workspaces', key: string) =>
  table === 'users' ? userId(ctx.db, key) : workspaceId(ctx.db, key);

async function summariesOf(user: FixtureUser) {
  return ctx.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', await idOf('users', FIXTURE_USERS[user]))
    .where('kind', '=', 'summary')
    .orderBy('id')
    .execute();
}

/** Alpha's activity in and around the week of 12–18 Oct 2026 (the rollups follow by the database's triggers). */
async function seedAlpha(): Promise<void> {
  const alpha = await idOf('workspaces', 'alpha');
  const { stages } = await workspaceWithStages(ctx.db, 'alpha');
  const rule = async (name: string) => (await ruleIdNamed(ctx.db, alpha, name)).id;
  const [open, closed] = [stages.Open, stages['Closed – True Positive']] as [number, number];
  const sanctioned = await rule('Attributed to a sanctioned entity');
  const large = await rule('Large transaction');
  const address = { type: 'address', identifier: 'bc1qSummary' };
  const addressId = await insertScreenedAddress(ctx.db, {
    workspaceId: alpha,
    identifier: address.identifier,
    at: new Date('2026-09-01T00:00:00Z'),
    riskLevel: 5,
  });
  const screenings: [string, 'address' | 'transaction', number][] = [
    ['2026-10-14T12:00:00Z', 'address', 3],
    ['2026-10-18T23:30:00Z', 'transaction', 1],
    // Outside the week: just before it, just after it, and in September.
    ['2026-10-11T23:59:00Z', 'address', 2],
    ['2026-10-19T00:00:00Z', 'address', 1],
    ['2026-09-30T23:00:00Z', 'address', 1],
  ];
  for (const [when, objectType, count] of screenings) {
    await insertScreeningEvents(ctx.db, alpha, objectType, 1, when, count);
  }
  const alerts = [
    { level: 5, stage: open, rule: sanctioned, opened: '2026-10-13T10:00:00Z', closed: null },
    { level: 4, stage: closed, rule: large, opened: '2026-10-15T10:00:00Z', closed: '2026-10-16T10:00:00Z' },
    // Opened before the week, closed in it; opened after it.
    { level: 2, stage: closed, rule: large, opened: '2026-10-05T10:00:00Z', closed: '2026-10-14T10:00:00Z' },
    { level: 3, stage: open, rule: large, opened: '2026-10-19T10:00:00Z', closed: null },
  ];
  for (const spec of alerts) {
    await insertTimedAlert(ctx.db, {
      workspaceId: alpha,
      object: { ...address, id: addressId },
      ruleId: spec.rule,
      stageId: spec.stage,
      level: spec.level,
      opened: spec.opened,
      closed: spec.closed,
      items: [spec.opened],
    });
  }
  // A case in the week (automatic) and one after it (manual); written directly, so no one is assigned or told.
  const cases: [number, boolean, string][] = [
    [901, true, '2026-10-14T09:00:00Z'],
    [902, false, '2026-10-20T09:00:00Z'],
  ];
  for (const [number, isAuto, when] of cases) {
    await ctx.db
      .insertInto('cases')
      .values({
        workspace_id: alpha,
        number,
        case_id: `CASE-000${number}`,
        name: `Case ${number}`,
        assigned_to: null,
        created_by: null,
        is_auto_created: isAuto,
        created_at: new Date(when),
        updated_at: new Date(when),
      })
      .execute();
  }
}

beforeAll(async () => {
  // Alpha and gamma exist long before; beta was created on 20 Oct, after the week of 12–18 Oct had ended.
  await ctx.db
    .updateTable('workspaces')
    .set({ created_at: new Date('2026-01-01T00:00:00Z') })
    .execute();
  await ctx.db
    .updateTable('workspaces')
    .set({ created_at: new Date('2026-10-20T08:00:00Z') })
    .where('slug', '=', 'beta')
    .execute();
  await seedAlpha();
  // The admin keeps the defaults (weekly on, monthly off); the agent asks for the monthly summary only.
  await saveNotificationSettings(ctx, 'agent', { weekly_report: false, monthly_report: true });
}, 180_000);
describe('weekly and monthly summaries', () => {
  it('runs on the job queue’s schedule', () => {
    const job = ctx.app.jobDefinitions.find((d) => d.name === SUMMARY_JOB);
    expect(job?.cron).toMatch(/^\d+ \* \* \* \*$/);
  });

  it('sends the week’s figures once to a member who asks for them, even from two runs at once', async () => {
    // Two servers' runs at the same moment, then a retry: one summary per workspace and period.
    const runs = await Promise.all([
      sendPeriodSummaries(ctx, WEDNESDAY),
      sendPeriodSummaries(ctx, WEDNESDAY),
    ]);
    const again = await sendPeriodSummaries(ctx, WEDNESDAY);
    expect(again).toEqual({ summaries: 0, recipients: 0 });
    // Alpha and gamma, weekly and monthly (beta is newer than both periods).
    expect(runs[0].summaries + runs[1].summaries).toBe(4);
    const rows = await ctx.db
      .selectFrom('sent_summaries')
      .innerJoin('workspaces', 'workspaces.id', 'sent_summaries.workspace_id')
      .select(['workspaces.slug', 'kind', 'recipients'])
      .orderBy('workspaces.slug')
      .orderBy('kind')
      .execute();
    // Gamma's one member keeps the defaults: weekly on, monthly off.
    expect(rows).toEqual([
      { slug: 'alpha', kind: 'monthly', recipients: 1 },
      { slug: 'alpha', kind: 'weekly', recipients: 1 },
      { slug: 'gamma', kind: 'monthly', recipients: 0 },
      { slug: 'gamma', kind: 'weekly', recipients: 1 },
    ]);

    // Admin: weekly; agent: monthly (September); gamma's boss: weekly.
    await deliverAllMail(ctx, smtp, 3);
    expect(subjectsTo('admin')).toEqual(['Weekly summary for Alpha: 12–18 Oct 2026']);
    const text = mailText(mailsTo('admin')[0]?.raw ?? '');
    expect(text).toContain('Screenings: 4 (3 addresses, 1 transaction)');
    expect(text).toContain('Alerts created: 2 (Critical 1, High 1)');
    expect(text).toContain('Alerts closed: 2');
    expect(text).toContain('Alerts still open: 1 of those created');
    expect(text).toContain('Cases created: 1 (1 automatic, 0 manual)');
    expect(text).toContain('Cases resolved: 0');
    expect(text).toContain(
      'Top rules triggered: Attributed to a sanctioned entity (1), Large transaction (1)',
    );
    expect(text).toContain(
      `${PUBLIC_URL}/dashboard?workspace=alpha&start_date=2026-10-12&end_date=2026-10-18`,
    );
    expect(text).toContain('<table>');

    expect(await summariesOf('admin')).toEqual([
      {
        title: 'Weekly summary for Alpha: 12–18 Oct 2026',
        body: '4 screenings, 2 alerts created and 2 closed, 1 case created and 0 resolved this week.',
        link: '/dashboard?workspace=alpha&start_date=2026-10-12&end_date=2026-10-18',
      },
    ]);
    // The agent turned weekly off; the inactive member and the member of the newer beta get nothing.
    expect(subjectsTo('agent')).toEqual(['Monthly summary for Alpha: September 2026']);
    expect(mailText(mailsTo('agent')[0]?.raw ?? '')).toContain('Screenings: 1 (1 address, 0 transactions)');
    expect(await summariesOf('blocked')).toEqual([]);
    expect(await summariesOf('outsider')).toEqual([]);
    expect(mailsTo('outsider')).toEqual([]);
    expect(subjectsTo('foreigner')).toEqual(['Weekly summary for Gamma: 12–18 Oct 2026']);
    expect(mailText(mailsTo('foreigner')[0]?.raw ?? '')).toContain('No screenings or alerts this week.');
  });

  it('sends the month’s figures, and says so in words when a period had nothing', async () => {
    const done = await sendPeriodSummaries(ctx, NEXT_MONTH);
    // The week of 26 Oct – 1 Nov for alpha, beta and gamma; October for all three.
    expect(done.summaries).toBe(6);
    expect(await sendPeriodSummaries(ctx, NEXT_MONTH)).toEqual({ summaries: 0, recipients: 0 });
    // Agent: October; admin, outsider, gamma's boss: the week.
    await deliverAllMail(ctx, smtp, 3 + 4);

    const monthly = mailsTo('agent').filter(
      (m) => subjectOf(m.raw) === 'Monthly summary for Alpha: October 2026',
    );
    expect(monthly).toHaveLength(1);
    const text = mailText(monthly[0]?.raw ?? '');
    expect(text).toContain('Screenings: 7 (6 addresses, 1 transaction)');
    expect(text).toContain('Alerts created: 4 (Critical 1, High 1, Medium 1, Caution 1)');
    expect(text).toContain('Alerts closed: 2');
    expect(text).toContain('Alerts still open: 2 of those created');
    expect(text).toContain('Cases created: 2 (1 automatic, 1 manual)');
    expect(text).toContain(
      `${PUBLIC_URL}/dashboard?workspace=alpha&start_date=2026-10-01&end_date=2026-10-31`,
    );
    expect((await summariesOf('agent')).map((n) => n.title)).toEqual([
      'Monthly summary for Alpha: September 2026',
      'Monthly summary for Alpha: October 2026',
    ]);

    // Beta existed before this week ended: its member has the week's summary, with nothing in it.
    expect(subjectsTo('outsider')).toEqual(['Weekly summary for Beta: 26 Oct – 1 Nov 2026']);
    expect(await summariesOf('outsider')).toEqual([
      {
        title: 'Weekly summary for Beta: 26 Oct – 1 Nov 2026',
        body: 'No screenings or alerts this week.',
        link: '/dashboard?workspace=beta&start_date=2026-10-26&end_date=2026-11-01',
      },
    ]);
    expect(subjectsTo('admin')).toEqual([
      'Weekly summary for Alpha: 12–18 Oct 2026',
      'Weekly summary for Alpha: 26 Oct – 1 Nov 2026',
    ]);
  });
});
