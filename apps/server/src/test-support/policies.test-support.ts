import type { TestApp } from '../../test/helpers/test-app.ts';

/** Alpha's policies as the agent lists them: a look-up of a policy's id by its name (0 when there is none). */
export async function alphaPolicyIds(ctx: TestApp): Promise<(name: string) => number> {
  const res = await ctx.call('agent', { method: 'GET', url: '/risk/api/v4/policies/?workspace=alpha' });
  const policies = res.json().results as { id: number; name: string }[];
  return (name) => policies.find((p) => p.name === name)?.id ?? 0;
}
