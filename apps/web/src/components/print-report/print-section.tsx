import { Text } from '@mantine/core';
import { REPORT_TABLE_MAX_ROWS } from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { groupDigits } from '../../lib/format.ts';

export const SECTION_LOAD_ERROR = 'Error Loading Data';

/** One section of a report: its title, then its content, or what stands in while it loads or after a failure. */
export function PrintSection({
  title,
  testId,
  state = 'ready',
  children,
}: {
  title: string;
  testId: string;
  state?: 'loading' | 'error' | 'ready';
  children?: ReactNode;
}) {
  return (
    <section className="rs-print-section" data-testid={`print-section-${testId}`}>
      <h2>{title}</h2>
      {state === 'loading' && <Text c="dimmed">Loading…</Text>}
      {state === 'error' && <Text c="red">{SECTION_LOAD_ERROR}</Text>}
      {state === 'ready' && children}
    </section>
  );
}

/** Label and value pairs, two to a line. */
export function PrintFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="rs-print-facts">
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The note under a table: at most 200 rows, and how many there are when the table stops short of them. */
export function capNote(shown: number, count: number): string {
  const max = `Tables show at most ${REPORT_TABLE_MAX_ROWS} rows.`;
  return count > shown ? `${max} Showing the first ${groupDigits(shown)} of ${groupDigits(count)}.` : max;
}

/** A table of at most 200 rows (spec part 2 "Printable reports"), saying so; `count` is the full list's size. */
export function PrintTable({
  headers,
  rows,
  count = rows.length,
  empty,
  testId,
}: {
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  count?: number;
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid={testId}>
        {empty}
      </Text>
    );
  }
  const shown = rows.slice(0, REPORT_TABLE_MAX_ROWS);
  return (
    <div data-testid={testId}>
      <table className="rs-print-table">
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, i) => (
            // Rows are a fixed list for paper: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i}>
              {row.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="rs-print-note" data-testid="print-cap-note">
        {capNote(shown.length, Math.max(count, rows.length))}
      </div>
    </div>
  );
}
