import { Group, Text } from '@mantine/core';
import { CopyIconButton } from '../../../components/ui/copy-icon-button.tsx';

/** The case id with a copy button (the click copies, it does not open the row). */
export function CopyCaseId({ caseId }: { caseId: string }) {
  return (
    <Group gap={2} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="case-id">
        {caseId}
      </Text>
      <CopyIconButton value={caseId} label="Copy case ID" size="sm" isInRow />
    </Group>
  );
}
