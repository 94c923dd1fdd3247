import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { TIMERS_MS } from '@riskscreen/shared';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The case id with a copy button (the click copies, it does not open the row). */
export function CopyCaseId({ caseId }: { caseId: string }) {
  return (
    <Group gap={2} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="case-id">
        {caseId}
      </Text>
      <CopyButton value={caseId} timeout={TIMERS_MS.copyConfirmation}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon
              size="sm"
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              aria-label="Copy case ID"
              onClick={(event) => {
                event.stopPropagation();
                copy();
              }}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
