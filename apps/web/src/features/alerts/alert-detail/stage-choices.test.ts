import { describe, expect, it } from 'vitest';
import { STAGES } from '../../../test/alert-fixture.ts';
import { isClosedStage, stageChoices } from './stage-choices.ts';

const stage = (id: number) => STAGES.find((s) => s.id === id) ?? STAGES[0]!;
const names = (id: number) => stageChoices(stage(id), STAGES).map((s) => s.name);

describe('stage choices', () => {
  it('offers only the next stages of the current one', () => {
    expect(names(2)).toEqual(['Escalated', 'Closed – True Positive', 'Closed – False Positive']);
  });

  it('never offers an inactive (category 3) stage, even when it is a next stage', () => {
    expect(names(1)).toEqual(['In Review', 'Escalated', 'Closed – True Positive', 'Closed – False Positive']);
  });

  it('offers nothing from a closed stage, whatever its next stages say', () => {
    const closed = { ...stage(4), next_stages: [1, 2] };
    expect(isClosedStage(closed)).toBe(true);
    expect(stageChoices(closed, STAGES)).toEqual([]);
    expect(stageChoices(stage(6), STAGES)).toEqual([]);
  });

  it('never offers the current stage itself', () => {
    const loop = { ...stage(2), next_stages: [2, 3] };
    expect(stageChoices(loop, STAGES).map((s) => s.id)).toEqual([3]);
  });
});
