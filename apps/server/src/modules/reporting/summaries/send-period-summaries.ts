import type { Db } from '../../../db/client.ts';
import {
  type JobQueue,
  notifyUsers,
  publishDomainEvent,
  queueMailDelivery,
  subscribedMembers,
} from '../../platform/index.ts';
import { dashboardRange, periodFigures } from '../dashboard/index.ts';
import { summaryMessage } from './summary-mail.ts';
import { lastCompletePeriods, periodEnds, type SummaryPeriod } from './summary-periods.ts';

type Deps = { db: Db; jobs: JobQueue };

/**
 * One workspace's summary of a period, in one transaction: the period's row first (a second server, or a second
 * run, finds it there and does nothing: ON CONFLICT waits for the first one's commit), then the figures, the event
 * that tells other systems (the chat service posts it to its channel, decision 0085), the in-app notifications and
 * the mails of the members who ask for this summary. Resolves to the members notified, or null when another run
 * had it.
 */
async function summariseWorkspace(
  deps: Deps,
  workspaceId: number,
  period: SummaryPeriod,
  now: Date,
): Promise<number | null> {
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('sent_summaries')
      .values({
        workspace_id: workspaceId,
        kind: period.kind,
        period_start: period.start,
        period_end: period.end,
      })
      .onConflict((oc) => oc.columns(['workspace_id', 'kind', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return null;
    const workspace = await trx
      .selectFrom('workspaces')
      .select(['name', 'slug'])
      .where('id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    const range = dashboardRange({ start_date: period.start, end_date: period.end }, 'UTC', now);
    const figures = await periodFigures(trx, workspaceId, range);
    const message = summaryMessage(period, workspace, figures);
    // Recorded whoever asks for it here: the consumers of the record decide (the chat service by its own choice).
    await publishDomainEvent(trx, workspaceId, 'summary.period_ended', {
      kind: period.kind,
      periodStart: period.start,
      periodEnd: period.end,
      title: message.title,
      body: message.body,
      lines: message.lines,
      link: message.link,
    });
    const wants = period.kind === 'weekly' ? 'weekly_report' : 'monthly_report';
    const userIds = await subscribedMembers(trx, workspaceId, (settings) => settings[wants]);
    // Nobody asks for it: the period is done all the same (a member who turns it on later gets the next one).
    if (userIds.length === 0) return 0;
    const mailed = await notifyUsers(trx, {
      workspaceId,
      userIds,
      kind: 'summary',
      ...message,
      // The members were chosen by their summary setting: it decides the mail as it decides the notification.
      emailSetting: null,
    });
    await trx
      .updateTable('sent_summaries')
      .set({ recipients: userIds.length })
      .where('id', '=', claimed.id)
      .execute();
    // Off any request: the mail job delivers it once this commits.
    if (mailed > 0) await queueMailDelivery(trx, deps.jobs);
    return userIds.length;
  });
}

/**
 * The weekly and monthly summaries due at `now`: for the last complete week and month, every workspace that existed
 * before the period ended and has no summary of it yet. Resolves to the summaries this run wrote (another run's are
 * not counted). Stops between workspaces when the signal aborts; the next run resumes.
 */
export async function sendPeriodSummaries(
  deps: Deps,
  now: Date,
  signal?: AbortSignal,
): Promise<{ summaries: number; recipients: number }> {
  const done = { summaries: 0, recipients: 0 };
  for (const period of lastCompletePeriods(now)) {
    const due = await deps.db
      .selectFrom('workspaces')
      .select('id')
      .where('created_at', '<', periodEnds(period))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sent_summaries')
              .select('sent_summaries.id')
              .whereRef('sent_summaries.workspace_id', '=', 'workspaces.id')
              .where('sent_summaries.kind', '=', period.kind)
              .where('sent_summaries.period_start', '=', period.start),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    for (const workspace of due) {
      if (signal?.aborted) return done;
      const recipients = await summariseWorkspace(deps, workspace.id, period, now);
      if (recipients === null) continue;
      done.summaries += 1;
      done.recipients += recipients;
    }
  }
  return done;
}
