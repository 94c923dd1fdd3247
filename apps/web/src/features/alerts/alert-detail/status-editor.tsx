import { Badge, Button, Menu, Text, Tooltip } from '@mantine/core';
import type { WorkflowStageDto } from '@riskscreen/shared';
import { IconChevronDown, IconLock } from '@tabler/icons-react';
import { isClosedStage, stageChoices, stageColour } from './stage-choices.ts';

type Props = {
  current: WorkflowStageDto;
  stages: readonly WorkflowStageDto[];
  onChoose: (stage: WorkflowStageDto) => void;
};

/**
 * The alert's stage and where it may go: only the current stage's next stages, never an inactive one. A closed
 * stage is final: shown greyed, nothing offered.
 */
export function StatusEditor({ current, stages, onChoose }: Props) {
  const choices = stageChoices(current, stages);
  if (isClosedStage(current) || choices.length === 0) {
    return (
      <Tooltip label={isClosedStage(current) ? 'Closed alerts are final' : 'No next stage'} withArrow>
        <Badge
          size="lg"
          variant="light"
          color="gray"
          leftSection={isClosedStage(current) ? <IconLock size={12} /> : undefined}
          style={{ textTransform: 'none', opacity: isClosedStage(current) ? 0.7 : 1 }}
          data-testid="alert-stage"
          data-final={isClosedStage(current)}
        >
          {current.name}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          color={stageColour(current)}
          rightSection={<IconChevronDown size={14} />}
          data-testid="alert-stage"
          aria-label={`Status: ${current.name}. Change status`}
        >
          {current.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="stage-choices">
        <Menu.Label>Move to</Menu.Label>
        {choices.map((stage) => (
          <Menu.Item key={stage.id} onClick={() => onChoose(stage)} data-testid="stage-choice">
            <Text size="sm" c={isClosedStage(stage) ? 'dimmed' : undefined} span>
              {stage.name}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
