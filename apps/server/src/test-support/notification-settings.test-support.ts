import { expect } from 'vitest';
import type { FixtureUser, TestApp } from '../../test/helpers/test-app.ts';

/** Change some of a member's notification settings in alpha through the API, the others kept as they are. */
export async function saveNotificationSettings(
  ctx: TestApp,
  user: FixtureUser,
  change: Record<string, unknown>,
): Promise<void> {
  const url = '/profile/api/v1/team-members/me/notification-subscriptions/?workspace=alpha';
  const current = await ctx.call(user, { method: 'GET', url });
  expect(current.statusCode, current.body).toBe(200);
  const saved = await ctx.call(user, {
    method: 'PUT',
    url,
    payload: { ...(current.json() as Record<string, unknown>), ...change },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
