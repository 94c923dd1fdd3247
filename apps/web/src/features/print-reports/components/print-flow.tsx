import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Group } from '@mantine/core';
import type { CategoryTotalDto, CounterpartySummaryRowDto } from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { PrintSection, PrintTable } from '../../../components/print-report/index.ts';
import { ENTITY_TYPE_COLOURS } from '../../../lib/entity-colours.ts';
import { formatPercent, formatUsd } from '../../../lib/format.ts';

type Direction = { total: number; unknown: number; categories?: CategoryTotalDto[] | undefined };
type Flow = { incoming?: Direction | undefined; outgoing?: Direction | undefined };

const DIRECTIONS = [
  { key: 'incoming', title: 'Incoming Exposure' },
  { key: 'outgoing', title: 'Outgoing Exposure' },
] as const;

const colourOf = (category: string) =>
  ENTITY_TYPE_COLOURS[category as keyof typeof ENTITY_TYPE_COLOURS] ?? '#868e96';

/** Flow Analysis: per direction, a donut of the exposure by category and its figures with their share. */
export function PrintFlow({ flow }: { flow: Flow }) {
  return (
    <PrintSection title="Flow Analysis" testId="flowAnalysis">
      {DIRECTIONS.map(({ key, title }) => {
        const direction = flow[key];
        const total = direction?.total ?? 0;
        const rows = [
          ...[...(direction?.categories ?? [])]
            .sort((a, b) => b.total_value_usd - a.total_value_usd)
            .map((c) => ({
              label: c.tag_type_verbose,
              direct: c.direct,
              indirect: c.indirect,
              total: c.total_value_usd,
            })),
          ...((direction?.unknown ?? 0) > 0
            ? [{ label: 'Unknown', direct: 0, indirect: 0, total: direction?.unknown ?? 0 }]
            : []),
        ];
        return (
          <div key={key} data-testid={`print-flow-${key}`} style={{ breakInside: 'avoid' }}>
            <h3>
              {title}: {formatUsd(total)}
            </h3>
            {total <= 0 || rows.length === 0 ? (
              <div className="rs-print-note">No {key} value.</div>
            ) : (
              <Group align="center" wrap="nowrap" gap="md">
                <DonutChart
                  data={rows.map((r) => ({ name: r.label, value: r.total, color: colourOf(r.label) }))}
                  size={150}
                  thickness={26}
                  withTooltip={false}
                  pieProps={{ isAnimationActive: false }}
                />
                <div style={{ flex: 1 }}>
                  <PrintTable
                    headers={['Category', 'Direct', 'Indirect', 'Total', '%']}
                    rows={rows.map((r) => [
                      <span key="label">
                        <span className="rs-print-swatch" style={{ background: colourOf(r.label) }} />
                        {r.label}
                      </span>,
                      formatUsd(r.direct),
                      formatUsd(r.indirect),
                      formatUsd(r.total),
                      formatPercent(r.total / total),
                    ])}
                    empty={`No ${key} exposure.`}
                  />
                </div>
              </Group>
            )}
          </div>
        );
      })}
    </PrintSection>
  );
}

/** Counterparty Summary (or a customer's Associated Entities): the entities per direction, largest first. */
export function PrintCounterparties({
  incoming,
  outgoing,
  titles = { section: 'Counterparty Summary', incoming: 'Incoming', outgoing: 'Outgoing' },
  testId = 'counterpartySummary',
  state = 'ready',
  children,
}: {
  incoming: readonly CounterpartySummaryRowDto[];
  outgoing: readonly CounterpartySummaryRowDto[];
  titles?: { section: string; incoming: string; outgoing: string };
  testId?: string;
  state?: 'loading' | 'error' | 'ready';
  /** More of the section after the two directions (a customer's Associated Cases). */
  children?: ReactNode;
}) {
  return (
    <PrintSection title={titles.section} testId={testId} state={state}>
      {(['incoming', 'outgoing'] as const).map((direction) => {
        const rows = [...(direction === 'incoming' ? incoming : outgoing)].sort(
          (a, b) => b.total_value_usd - a.total_value_usd,
        );
        const total = rows.reduce((sum, r) => sum + r.total_value_usd, 0);
        return (
          <div key={direction}>
            <h3>{titles[direction]}</h3>
            <PrintTable
              headers={['Entity', 'Category', 'Subtype', 'Exposure', 'Value', '%']}
              rows={rows.map((r) => [
                r.tag_name_verbose,
                r.tag_type_verbose,
                r.tag_subtype_verbose,
                r.exposure_type === 'direct' ? 'Direct' : 'Indirect',
                formatUsd(r.total_value_usd),
                formatPercent(total > 0 ? r.total_value_usd / total : 0),
              ])}
              empty={`No ${direction} counterparties.`}
            />
          </div>
        );
      })}
      {children}
    </PrintSection>
  );
}
