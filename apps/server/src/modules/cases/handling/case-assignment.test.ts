import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { type CaseFixture, caseFixture } from './cases.fixture.ts';

/**
 * Assignment on creation (spec part 3 §4.2, issue 14): manual leaves a case unassigned; round robin and least
 * outstanding stay fair when 50 cases are created at once by parallel requests (their turns are taken under the
 * workspace's settings row lock).
 */
let fx: CaseFixture;
let agents: number[];
const ctx = useTestApp();
beforeAll(async () => {
  fx = await caseFixture(ctx);
  // agent@ is an agent of alpha already: two more make three.
  agents = [fx.userIds.agent, ...(await fx.addMembers(2, 2))];
}, 120_000);

const BASE = '/resolutioncenter/api/v4/cases/';
const setMode = (assignment_type: number) =>
  ctx.call('admin', {
    method: 'PUT',
    url: `${BASE}case-settings/assignment-type/?workspace=alpha`,
    payload: { assignment_type },
  });

async function createFifty(tag: string): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      ctx.call('agent', { method: 'POST', url: `${BASE}?workspace=alpha`, payload: { name: `${tag} ${i}` } }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
  return answers.map((a) => Number(a.json().id));
}

/** How many of the cases (or of all open cases) each agent holds. */
async function countsPerAgent(ids?: number[]): Promise<{ counts: number[]; unassigned: number }> {
  let query = ctx.db
    .selectFrom('cases')
    .select(['assigned_to'])
    .where('workspace_id', '=', fx.workspaceId)
    .where('status', 'in', [1, 3, 4]);
  if (ids) query = query.where('id', 'in', ids);
  const rows = await query.execute();
  return {
    counts: agents.map((agent) => rows.filter((r) => r.assigned_to === agent).length),
    unassigned: rows.filter((r) => r.assigned_to === null).length,
  };
}

const spread = (counts: number[]) => Math.max(...counts) - Math.min(...counts);

describe('case assignment', () => {
  it('leaves a case unassigned under manual assignment, and keeps a chosen assignee under any mode', async () => {
    expect((await setMode(0)).statusCode).toBe(200);
    const id = await fx.createCase({ name: 'Manual' });
    expect((await countsPerAgent([id])).unassigned).toBe(1);
    await setMode(1);
    const chosen = await fx.createCase({ name: 'Chosen', assigned_to: fx.userIds.admin });
    const row = await ctx.db
      .selectFrom('cases')
      .select('assigned_to')
      .where('id', '=', chosen)
      .executeTakeFirstOrThrow();
    expect(row.assigned_to).toBe(fx.userIds.admin);
    // Not counted below: close them.
    await ctx.db.updateTable('cases').set({ status: 2 }).where('id', 'in', [id, chosen]).execute();
  });

  it('spreads 50 concurrent creations by round robin: counts differ by at most one, none unassigned', async () => {
    expect((await setMode(1)).statusCode).toBe(200);
    const ids = await createFifty('Round robin');
    const { counts, unassigned } = await countsPerAgent(ids);
    expect(unassigned).toBe(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(50);
    expect(spread(counts)).toBeLessThanOrEqual(1);
    const numbers = await ctx.db.selectFrom('cases').select('number').where('id', 'in', ids).execute();
    expect(new Set(numbers.map((n) => n.number)).size).toBe(50);
  });

  it('spreads 50 concurrent creations by least outstanding, after an uneven start', async () => {
    // Uneven start: the first agent closes its cases, so it holds the fewest open ones.
    await ctx.db
      .updateTable('cases')
      .set({ status: 2 })
      .where('workspace_id', '=', fx.workspaceId)
      .where('assigned_to', '=', agents[0] ?? 0)
      .execute();
    expect((await setMode(2)).statusCode).toBe(200);
    const ids = await createFifty('Least outstanding');
    expect((await countsPerAgent(ids)).unassigned).toBe(0);
    const { counts } = await countsPerAgent();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(50 + 33);
    expect(spread(counts)).toBeLessThanOrEqual(1);
  });
});
