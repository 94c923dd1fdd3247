import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { chainLabel, displayCode, TRUNCATE } from '@riskscreen/shared';
import { CopyIconButton } from '../../../components/ui/copy-icon-button.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { truncateMiddle } from '../../../lib/format.ts';

type Props = {
  identifier: string;
  currency: number;
  isScreened: boolean;
  riskLevel: number | null;
  copyLabel: string;
};

/** A preview's title block: chain, shortened identifier with copy, the full text, screened state, risk level. */
export function PreviewHeader({ identifier, currency, isScreened, riskLevel, copyLabel }: Props) {
  return (
    <Stack gap={4} data-testid="preview-header">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="gray" title={chainLabel(currency)}>
          {displayCode(currency)}
        </Badge>
        <Title order={3} ff="monospace" fz={20} data-testid="preview-title">
          {truncateMiddle(identifier, TRUNCATE.addressHeader)}
        </Title>
        <CopyIconButton value={identifier} label={copyLabel} />
        <Badge color={isScreened ? 'teal' : 'gray'} variant="outline" data-testid="preview-screened-badge">
          {isScreened ? 'Screened' : 'Unscreened'}
        </Badge>
        {riskLevel !== null && <RiskLevelTag level={riskLevel} size="md" />}
      </Group>
      <Text size="sm" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="preview-full">
        {identifier}
      </Text>
    </Stack>
  );
}
