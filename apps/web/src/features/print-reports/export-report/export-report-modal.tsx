import { Alert, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { REPORT_DOWNLOAD_FAILED, REPORT_SECTIONS, type ReportKind } from '@riskscreen/shared';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { downloadReport } from './api.ts';

type Props = { kind: ReportKind; id: number; onClose: () => void };

const TITLES: Record<ReportKind, string> = {
  address: 'Export Address Report',
  transaction: 'Export Transaction Report',
  customer: 'Export Customer Report',
  case: 'Export Case Report',
};

/**
 * Export Report (spec part 2 "Printable reports"): every section ticked to start with; Export fetches the PDF of
 * the ticked ones and saves it. A failure says 'Error downloading report. Please try again later.'
 */
export function ExportReportModal({ kind, id, onClose }: Props) {
  const sections = REPORT_SECTIONS[kind];
  const [chosen, setChosen] = useState<string[]>(sections.map((s) => s.key));
  const [isExporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = (key: string, isOn: boolean) =>
    setChosen((current) =>
      isOn
        ? sections.map((s) => s.key).filter((k) => k === key || current.includes(k))
        : current.filter((k) => k !== key),
    );

  const exportReport = async () => {
    setExporting(true);
    setFailed(false);
    try {
      await downloadReport(kind, id, chosen);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={TITLES[kind]} data-testid="export-report">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Choose the sections of the PDF report.
        </Text>
        <Stack gap={6}>
          {sections.map((section) => (
            <Checkbox
              key={section.key}
              label={section.label}
              checked={chosen.includes(section.key)}
              onChange={(event) => toggle(section.key, event.currentTarget.checked)}
              data-testid={`report-section-${section.key}`}
            />
          ))}
        </Stack>
        {failed && (
          <Alert color="red" variant="light" data-testid="export-report-error">
            {REPORT_DOWNLOAD_FAILED}
          </Alert>
        )}
        <DialogActions
          onCancel={onClose}
          label="Export"
          onConfirm={exportReport}
          isBusy={isExporting}
          isDisabled={chosen.length === 0}
          testId="export-report-submit"
        />
      </Stack>
    </Modal>
  );
}
