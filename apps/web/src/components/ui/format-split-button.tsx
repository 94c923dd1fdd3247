import { Button, type ButtonProps, Menu } from '@mantine/core';
import type { ExportFormat } from '@riskscreen/shared';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';

/** The file formats of a list export, as the menu offers them. */
export const EXPORT_FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV (.csv)' },
  { value: 'xlsx', label: 'Excel spreadsheet (.xlsx)' },
];

type Props = {
  /** The main button's text ('Download', 'Export'); it exports CSV, the default. */
  label: string;
  onChoose: (format: ExportFormat) => void;
  disabled?: boolean;
  loading?: boolean;
  size?: ButtonProps['size'];
  testId?: string;
};

/**
 * A list export's button: the button itself gives CSV, as it always has; its arrow opens the choice of CSV or an
 * Excel spreadsheet (the server writes either, decision 0032).
 */
export function FormatSplitButton({ label, onChoose, disabled, loading, size = 'sm', testId }: Props) {
  return (
    <Button.Group>
      <Button
        size={size}
        variant="default"
        leftSection={<IconDownload size={size === 'xs' ? 14 : 16} />}
        disabled={disabled}
        loading={loading}
        onClick={() => onChoose('csv')}
        data-testid={testId}
      >
        {label}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size={size}
            variant="default"
            px={6}
            disabled={disabled || loading}
            aria-label={`${label} as…`}
            data-testid={testId ? `${testId}-format` : undefined}
          >
            <IconChevronDown size={14} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>File format</Menu.Label>
          {EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format.value} onClick={() => onChoose(format.value)}>
              {format.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
