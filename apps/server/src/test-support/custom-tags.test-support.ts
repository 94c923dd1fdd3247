import { expect } from 'vitest';
import type { FixtureUser, TestApp } from '../../test/helpers/test-app.ts';

/** Who makes a change through the API and in which workspace: by default the admin, in alpha. */
export type Actor = { user?: FixtureUser; workspace?: string };

/** A custom tag (or, with is_in_custom_list, a custom list) made through the API: its id. */
export async function createCustomTag(ctx: TestApp, payload: object, actor: Actor = {}): Promise<number> {
  const { user = 'admin', workspace = 'alpha' } = actor;
  const res = await ctx.call(user, {
    method: 'POST',
    url: `/risk/api/v4/custom-tags/?workspace=${workspace}`,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Addresses put on a custom list through the API; the answer says how many were added and which failed. */
export function addToCustomList(ctx: TestApp, listId: number, addresses: string[], actor: Actor = {}) {
  const { user = 'admin', workspace = 'alpha' } = actor;
  return ctx.call(user, {
    method: 'POST',
    url: `/risk/api/v4/custom-tagged-addresses/?workspace=${workspace}`,
    payload: { custom_tag_id: listId, addresses },
  });
}
