import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The drawer's footer, kept in view at the bottom of the drawer. */
export function PreviewFooter({ children, note }: { children: ReactNode; note?: ReactNode }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius={0}
      style={{ position: 'sticky', bottom: 0, zIndex: 2, marginTop: 'auto' }}
      data-testid="preview-footer"
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        {note ? (
          <Text size="xs" c="dimmed" maw={520} data-testid="preview-footer-note">
            {note}
          </Text>
        ) : (
          <span />
        )}
        <Group gap="xs" wrap="nowrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}

/** The screen button: loading while the screening runs, disabled on a chain that cannot be screened. */
export function ScreenButton({
  label,
  isScreening,
  isDisabled,
  onClick,
}: {
  label: string;
  isScreening: boolean;
  isDisabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button onClick={onClick} loading={isScreening} disabled={isDisabled} data-testid="preview-screen">
      {label}
    </Button>
  );
}
