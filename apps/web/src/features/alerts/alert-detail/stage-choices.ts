import type { WorkflowStageDto } from '@riskscreen/shared';

/** Stage categories (spec part 3 §4.1): 0 open, 1 in progress, 2 closed, 3 inactive (system only). */
export const STAGE_CATEGORY = { open: 0, inProgress: 1, closed: 2, inactive: 3 } as const;

/** Closed stages (categories 2 and 3) are final: the alert shows greyed and nothing is offered. */
export function isClosedStage(stage: Pick<WorkflowStageDto, 'category'>): boolean {
  return stage.category >= STAGE_CATEGORY.closed;
}

/**
 * The stages an alert may move to from its current one: the stage's next_stages, in the workspace's order, never an
 * inactive (category 3) stage, which only the system assigns; none from a closed stage.
 */
export function stageChoices(
  current: WorkflowStageDto,
  stages: readonly WorkflowStageDto[],
): WorkflowStageDto[] {
  if (isClosedStage(current)) return [];
  const next = new Set(current.next_stages);
  return stages.filter(
    (stage) => next.has(stage.id) && stage.id !== current.id && stage.category !== STAGE_CATEGORY.inactive,
  );
}

/** The badge colour of a stage: blue open, orange in progress, grey closed. */
export function stageColour(stage: Pick<WorkflowStageDto, 'category'>): string {
  if (stage.category === STAGE_CATEGORY.open) return 'blue';
  if (stage.category === STAGE_CATEGORY.inProgress) return 'orange';
  return 'gray';
}
