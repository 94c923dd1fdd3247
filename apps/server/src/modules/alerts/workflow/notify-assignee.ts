import type { Db } from '../../../db/client.ts';
import { notifyUsers } from '../../platform/index.ts';

/** Tell a new assignee (in the app and by mail, as their settings say) what was assigned to them and by whom. */
export async function notifyAssignee(
  trx: Db,
  input: { workspaceId: number; assigneeId: number; actorName: string; what: string; link: string },
): Promise<void> {
  await notifyUsers(trx, {
    workspaceId: input.workspaceId,
    userIds: [input.assigneeId],
    kind: 'assignment',
    title: 'An alert was assigned to you',
    body: `${input.actorName} assigned ${input.what} to you.`,
    link: input.link,
    emailSetting: 'assignment_notifications',
  });
}
