import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { AppLogo } from '../ui/app-logo.tsx';
import './print-report.css';
import { PrintMessage } from './print-message.tsx';
import { readPrintParams } from './print-params.ts';
import { useAutoPrint } from './use-auto-print.ts';
import type { PrintBranding } from './use-print-branding.ts';

export const PRIVATE_AND_CONFIDENTIAL = 'Private and Confidential';
export const NOT_IN_PLAN_TITLE = 'This report cannot be opened';
export const NOT_IN_PLAN_TEXT = "Reports are not included in your organisation's plan.";

type Props = {
  title: string;
  /** What the report is about (the address, the case…); the workspace's name on the dashboard. */
  subject: string | null;
  branding: PrintBranding;
  /** The report's own object has loaded (its sections may still be loading). */
  isLoaded: boolean;
  children: ReactNode;
};

/**
 * A printable report (spec part 1 §2): the branding and 'Private and Confidential' at the head, the sections, and a
 * footer on every printed page. Once nothing is loading any more the print dialog opens (after 1 s) unless the URL
 * says print=0; data-print-state says 'ready' then, for tests.
 */
export function PrintPage({ title, subject, branding, isLoaded, children }: Props) {
  const [search] = useSearchParams();
  const isFetching = useIsFetching() > 0;
  const inPlan = !branding.isLoaded || branding.canGenerateReport;
  const isReady = inPlan && isLoaded && branding.isLoaded && !isFetching;
  useAutoPrint(isReady, readPrintParams(search).autoPrint);
  const generated = formatDate(new Date(), branding.timeZone);
  // The plan gates reports as it gates the Export Report menu entries (spec part 1: profile flags gate features).
  if (!inPlan) {
    return <PrintMessage title={NOT_IN_PLAN_TITLE} text={NOT_IN_PLAN_TEXT} />;
  }
  return (
    <div className="rs-print" data-testid="print-report" data-print-state={isReady ? 'ready' : 'loading'}>
      <header className="rs-print-header">
        <Group gap="sm" wrap="nowrap">
          {branding.logo ? (
            <Image src={branding.logo} h={40} w="auto" alt="Organisation logo" />
          ) : (
            <AppLogo size="sm" />
          )}
          <Stack gap={0}>
            {branding.organisationName && (
              <Text fw={700} data-testid="print-organisation">
                {branding.organisationName}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {branding.workspaceName ?? branding.workspace}
            </Text>
          </Stack>
        </Group>
        <span className="rs-print-confidential" data-testid="print-confidential">
          {PRIVATE_AND_CONFIDENTIAL}
        </span>
      </header>
      <Title order={1} fz={22} data-testid="print-title">
        {title}
      </Title>
      {subject && (
        <Text fw={500} style={{ wordBreak: 'break-all' }} data-testid="print-subject">
          {subject}
        </Text>
      )}
      <table className="rs-print-layout">
        <tbody>
          <tr>
            <td>{children}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <td>
              <div className="rs-print-footer-space" />
            </td>
          </tr>
        </tfoot>
      </table>
      <footer className="rs-print-footer" data-testid="print-footer">
        <span>
          {PRIVATE_AND_CONFIDENTIAL}
          {branding.organisationName ? ` · ${branding.organisationName}` : ''}
        </span>
        <span>
          Generated {generated}
          {branding.timeZone ? ` (${branding.timeZone})` : ''}
        </span>
      </footer>
    </div>
  );
}
