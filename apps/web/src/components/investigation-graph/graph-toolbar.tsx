import { ActionIcon, Button, Group, Indicator, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconCamera,
  IconFilter,
  IconFocusCentered,
  IconList,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  canZoomIn: boolean;
  canZoomOut: boolean;
  isFullscreen: boolean;
  isLegendShown: boolean;
  activeFilters: number;
  onFit: () => void;
  onToggleLegend: () => void;
  onToggleFullscreen: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onSnapshot: () => void;
  onFilter: () => void;
};

function Control({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow withinPortal={false}>
      <ActionIcon variant="default" size="md" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The graph's controls (spec part 2 §2). */
export function GraphToolbar(props: Props) {
  return (
    <Group gap={6} data-testid="graph-toolbar">
      <Control label="Fit to screen" onClick={props.onFit}>
        <IconFocusCentered size={16} />
      </Control>
      <Control label={props.isLegendShown ? 'Hide legends' : 'Show legends'} onClick={props.onToggleLegend}>
        <IconList size={16} />
      </Control>
      <Control
        label={props.isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        onClick={props.onToggleFullscreen}
      >
        {props.isFullscreen ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />}
      </Control>
      <Control label="Zoom in" onClick={props.onZoomIn} disabled={!props.canZoomIn}>
        <IconZoomIn size={16} />
      </Control>
      <Control label="Zoom out" onClick={props.onZoomOut} disabled={!props.canZoomOut}>
        <IconZoomOut size={16} />
      </Control>
      <Control label="Take snapshot" onClick={props.onSnapshot}>
        <IconCamera size={16} />
      </Control>
      <Indicator label={props.activeFilters} size={16} disabled={props.activeFilters === 0}>
        <Button size="xs" variant="default" leftSection={<IconFilter size={14} />} onClick={props.onFilter}>
          Filter
        </Button>
      </Indicator>
    </Group>
  );
}
