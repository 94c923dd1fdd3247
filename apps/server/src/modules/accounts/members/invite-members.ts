import { MEMBER_MESSAGES, roleVerbose } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { type MailMessage, queueMail } from '../../platform/index.ts';
import { refuseBeyondUserLimit } from '../billing/index.ts';
import { accountLinkPath, issueAccountToken } from '../password-reset/index.ts';
import { lockOrganisation } from './lock-organisation.ts';

export type InviteTarget = { id: number; slug: string; name: string };

export type Invitation = {
  organizationId: number;
  inviter: { userId: number; email: string };
  emails: string[];
  role: number;
  workspaces: InviteTarget[];
  /**
   * organisation: only new people (someone of the organisation already answers 'Email already exists in
   * organisation'); workspaces: people of the organisation join the workspaces, new people are invited.
   */
  mode: 'organisation' | 'workspaces';
};

/**
 * Invite people, all or none: every address is checked first (the organisation row is locked, so two invitations
 * of one address cannot both pass), then new people get an account without a password, their memberships and a
 * sign-up link by mail; people of the organisation get the memberships and a mail saying where they were added.
 */
export async function inviteMembers(db: Db, invitation: Invitation) {
  const emails = [...new Set(invitation.emails)];
  return inTransaction(db, async (trx) => {
    const organisation = await lockOrganisation(trx, invitation.organizationId);
    const users = await trx
      .selectFrom('users')
      .select(['id', 'email', 'organization_id', 'invited_at', 'password_hash'])
      .where('email', 'in', emails)
      // Locked like an acceptance locks its address, so an acceptance elsewhere is either seen here or waits.
      .orderBy('id')
      .forUpdate()
      .execute();
    // Another organisation's pending invitation does not block the address (decision 0081): both stay open until
    // one is accepted. Its accepted account does.
    const known = users.filter((u) => u.organization_id === invitation.organizationId);
    const elsewhere = users.filter(
      (u) =>
        u.organization_id !== invitation.organizationId &&
        (u.invited_at === null || u.password_hash !== null),
    );
    const workspaceIds = invitation.workspaces.map((w) => w.id);
    const memberships = known.length
      ? await trx
          .selectFrom('memberships')
          .select(['user_id', 'workspace_id'])
          .where(
            'user_id',
            'in',
            known.map((k) => k.id),
          )
          .where('workspace_id', 'in', workspaceIds)
          .execute()
      : [];
    const problems = new Set<string>();
    if (elsewhere.length > 0) problems.add(MEMBER_MESSAGES.otherOrganisation);
    for (const user of known) {
      if (invitation.mode === 'organisation') problems.add(MEMBER_MESSAGES.inOrganisation);
      else if (memberships.some((m) => m.user_id === user.id)) problems.add(MEMBER_MESSAGES.inWorkspace);
    }
    if (problems.size > 0) throw HttpError.fields({ emails: [...problems] });
    // New people take seats of the plan's user limit (under the organisation's lock taken above).
    await refuseBeyondUserLimit(trx, invitation.organizationId, emails.length - known.length);

    const names = invitation.workspaces.map((w) => w.name).join(', ');
    const role = roleVerbose(invitation.role);
    const mails: MailMessage[] = [];
    const invited: string[] = [];
    const added: string[] = [];
    const now = new Date();
    for (const email of emails) {
      const existing = known.find((k) => k.email === email);
      let userId: number;
      if (existing) {
        userId = existing.id;
        added.push(email);
        const first = invitation.workspaces[0] as InviteTarget;
        mails.push({
          to: email,
          subject: `You were added to ${names} on RiskScreen`,
          text: `${invitation.inviter.email} added you to ${names} (${organisation.name}) as ${role}.`,
          link: `/dashboard?workspace=${encodeURIComponent(first.slug)}`,
        });
      } else {
        const row = await trx
          .insertInto('users')
          .values({
            organization_id: invitation.organizationId,
            email,
            password_hash: null,
            role: null,
            invited_at: now,
            invited_by: invitation.inviter.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = row.id;
        invited.push(email);
        const token = await issueAccountToken(trx, userId, 'sign_up', now);
        mails.push({
          to: email,
          subject: `You are invited to ${organisation.name} on RiskScreen`,
          text:
            `${invitation.inviter.email} invited you to ${names} (${organisation.name}) as ${role}.\n` +
            'Open the link below to choose your password. It works once and for 7 days.',
          link: accountLinkPath('sign_up', token),
        });
      }
      await trx
        .insertInto('memberships')
        .values(
          invitation.workspaces.map((w) => ({ user_id: userId, workspace_id: w.id, role: invitation.role })),
        )
        .execute();
    }
    await queueMail(trx, mails);
    return { invited, added };
  });
}
