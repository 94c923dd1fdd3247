import type { ReportKind } from '@riskscreen/shared';
import { useSearchParams } from 'react-router';
import {
  PrintPage,
  PrintSection,
  readPrintParams,
  usePrintBranding,
} from '../../../components/print-report/index.ts';
import { useReportModel } from '../api.ts';
import { chooseSections } from '../report-sections.ts';
import { ReportBlocks } from './report-blocks.tsx';

const TITLES: Record<ReportKind, string> = {
  address: 'Address Report',
  transaction: 'Transaction Report',
  customer: 'Customer Report',
  case: 'Case Report',
};

/**
 * A printable report (spec part 2 "Printable reports", part 3 case report): the report model of the object, the
 * sections `entities` chooses, drawn block by block. The model comes once the plan is known to include reports, so a
 * page of a plan without them says so in words (PrintPage) instead of failing.
 */
export function ModelReport({ kind, id }: { kind: ReportKind; id: string | number | undefined }) {
  const [search] = useSearchParams();
  const branding = usePrintBranding();
  const { sections, alertGroups } = chooseSections(kind, search.get('entities'));
  const model = useReportModel(
    kind,
    id,
    sections,
    readPrintParams(search).timeZone,
    branding.isLoaded && branding.canGenerateReport,
  ).data;
  const groups: readonly string[] = alertGroups;
  return (
    <PrintPage
      title={model?.title ?? TITLES[kind]}
      subject={model?.subject ?? null}
      branding={branding}
      isLoaded={Boolean(model)}
    >
      {model?.sections.map((section) => (
        <PrintSection key={section.key} title={section.title} testId={section.key}>
          <ReportBlocks
            sectionKey={section.key}
            blocks={section.blocks}
            isShown={(group) => section.key !== 'alerts' || groups.includes(group)}
          />
        </PrintSection>
      ))}
    </PrintPage>
  );
}
