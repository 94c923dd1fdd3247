import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const ctx = useTestApp();

describe("the workspace's stage list", () => {
  it('marks the stages only the system moves alerts to, which the dialogs do not offer', async () => {
    const res = await ctx.call('agent', {
      method: 'GET',
      url: '/profile/api/v2/workspaces/workflow-stages/?workspace=alpha',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stages = res.json() as { name: string; is_system: boolean }[];
    expect(stages.filter((s) => s.is_system).map((s) => s.name)).toEqual(
      expect.arrayContaining(['Inactive', 'Closed – Auto-resolved']),
    );
    expect(stages.find((s) => s.name === 'Open')?.is_system).toBe(false);
  });
});
