import { ActionIcon, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { groupDigits } from '../../../lib/format.ts';
import { percentChange } from '../percent-change.ts';
import { MAX_DOWNLOAD_TEXT } from './widget-card.tsx';

type Props = {
  title: string;
  testId: string;
  /** Null while loading; undefined figures after an error. */
  value: number | null | undefined;
  previous: number | null | undefined;
  isError: boolean;
  /** The list the figure counts (the alert cards). */
  to?: string;
  onDownload?: () => void;
  isDownloading?: boolean;
};

const TREND_COLOURS = { up: 'teal', down: 'red', flat: 'gray', none: 'gray' } as const;

/** A count of the period with its change against the period before (two decimals, or NA). */
export function SummaryCard({
  title,
  testId,
  value,
  previous,
  isError,
  to,
  onDownload,
  isDownloading,
}: Props) {
  const change = typeof value === 'number' ? percentChange(value, previous) : null;
  const figure =
    typeof value === 'number' ? (
      <Text fz={28} fw={700} lh={1.2} data-testid="card-value">
        {groupDigits(value)}
      </Text>
    ) : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" mih={28}>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          {onDownload && (
            <Tooltip label={MAX_DOWNLOAD_TEXT} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Download ${title}`}
                loading={isDownloading}
                onClick={onDownload}
                data-testid="card-download"
              >
                <IconDownload size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {isError ? (
          <Text c="red" size="sm" h={34} data-testid="card-error">
            Error Loading Data
          </Text>
        ) : figure === null ? (
          <Skeleton h={34} w={90} />
        ) : to ? (
          <Anchor component={Link} to={to} underline="hover" c="inherit" data-testid="card-link">
            {figure}
          </Anchor>
        ) : (
          figure
        )}
        <Group gap={6} h={22} wrap="nowrap">
          {change && (
            <>
              <Badge
                variant="light"
                size="sm"
                color={TREND_COLOURS[change.trend]}
                // Its full width always: the words beside it give way first.
                style={{ flex: 'none' }}
                data-testid="card-change"
              >
                {change.text}
              </Badge>
              <Text fz={11} c="dimmed" truncate>
                vs previous period
              </Text>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
