import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { TIMERS_MS } from '@riskscreen/shared/constants/limits'; // by file, not the index: the error screen is in the first bundle
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CopyIconButtonProps = {
  value: string;
  /** The button's accessible name ('Copy case ID'). */
  label: string;
  /** The small one sits in table cells and party lines; the default one beside a title. */
  size?: 'sm';
  /** In a clickable row: the click copies and does not also open the row. */
  isInRow?: boolean;
};

/** Copies a value: a copy icon that turns to a check for a moment, with a Copy / Copied tooltip. */
export function CopyIconButton({ value, label, size, isInRow = false }: CopyIconButtonProps) {
  const iconSize = size === 'sm' ? 14 : 16;
  return (
    <CopyButton value={value} timeout={TIMERS_MS.copyConfirmation}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
          <ActionIcon
            size={size}
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            aria-label={label}
            onClick={(event) => {
              if (isInRow) event.stopPropagation();
              copy();
            }}
          >
            {copied ? <IconCheck size={iconSize} /> : <IconCopy size={iconSize} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
