import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { ReportBlock, ReportLeafBlock } from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { ENTITY_TYPE_COLOURS } from '../../../lib/entity-colours.ts';

/**
 * One component per block kind of the report model (decision 0090): each lays its block out and words nothing, the
 * server wrote every text. The PDF lays the same blocks out on paper.
 */

type Of<K extends ReportLeafBlock['kind']> = Extract<ReportLeafBlock, { kind: K }>;

const colourOf = (category: string) =>
  ENTITY_TYPE_COLOURS[category as keyof typeof ENTITY_TYPE_COLOURS] ?? '#868e96';

function Facts({ block }: { block: Of<'facts'> }) {
  return (
    <dl className="rs-print-facts">
      {block.facts.map(({ label, value }) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ block }: { block: Of<'table'> }) {
  if (block.rows.length === 0) return <Text c="dimmed">{block.empty}</Text>;
  return (
    <div>
      <table className="rs-print-table">
        <thead>
          <tr>
            {block.columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, i) => (
            // Rows are a fixed list for paper: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i}>
              {row.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                <td key={j} style={{ whiteSpace: 'pre-line' }}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {block.note && (
        <div className="rs-print-note" data-testid="print-cap-note">
          {block.note}
        </div>
      )}
    </div>
  );
}

/** A flow's split as a donut, each category in its colour. */
function Shares({ block }: { block: Of<'shares'> }) {
  return (
    <DonutChart
      data={block.items.map((s) => ({ name: s.label, value: s.share, color: colourOf(s.label) }))}
      size={150}
      thickness={26}
      withTooltip={false}
      pieProps={{ isAnimationActive: false }}
    />
  );
}

function Comments({ block }: { block: Of<'comments'> }) {
  if (block.comments.length === 0) {
    return <Text data-testid="print-comments-unavailable">{block.empty}</Text>;
  }
  return (
    <Stack gap={8}>
      {block.comments.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list for paper
        <div key={i} style={{ breakInside: 'avoid' }} data-testid="print-comment">
          <Text size="xs" c="dimmed">
            {c.date} · {c.by}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {c.text}
          </Text>
        </div>
      ))}
      {block.note && (
        <div className="rs-print-note" data-testid="print-cap-note">
          {block.note}
        </div>
      )}
    </Stack>
  );
}

function Leaf({ block }: { block: ReportLeafBlock }): ReactNode {
  switch (block.kind) {
    case 'heading':
      return <h3>{block.text}</h3>;
    case 'facts':
      return <Facts block={block} />;
    case 'table':
      return <Table block={block} />;
    case 'text':
      return block.tone === 'muted' ? (
        <div className="rs-print-note">{block.text}</div>
      ) : (
        <Text>{block.text}</Text>
      );
    case 'note':
      return <div className="rs-print-note">{block.text}</div>;
    case 'shares':
      return <Shares block={block} />;
    case 'comments':
      return <Comments block={block} />;
  }
}

/** Blocks in order; a flow's split stands beside the figures it draws, under their heading. */
function Blocks({ blocks }: { blocks: readonly ReportLeafBlock[] }) {
  const chart = blocks.find((b) => b.kind === 'shares');
  const rest = blocks.filter((b) => b !== chart);
  const leaves = (list: readonly ReportLeafBlock[]) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are a fixed list
    list.map((block, i) => <Leaf key={i} block={block} />);
  if (chart?.kind !== 'shares') return leaves(rest);
  const lead = rest[0]?.kind === 'heading' ? 1 : 0;
  return (
    <div style={{ breakInside: 'avoid' }}>
      {leaves(rest.slice(0, lead))}
      <Group align="center" wrap="nowrap" gap="md">
        <Shares block={chart} />
        <div style={{ flex: 1 }}>{leaves(rest.slice(lead))}</div>
      </Group>
    </div>
  );
}

/**
 * The blocks of a section; a group is named by its section and key (print-alerts-openAlerts). `isShown` leaves out
 * the groups a page was not asked for.
 */
export function ReportBlocks({
  sectionKey,
  blocks,
  isShown = () => true,
}: {
  sectionKey: string;
  blocks: readonly ReportBlock[];
  isShown?: (groupKey: string) => boolean;
}) {
  // Groups and loose blocks keep their order: runs of loose blocks are drawn together.
  const runs: (ReportLeafBlock[] | Extract<ReportBlock, { kind: 'group' }>)[] = [];
  for (const block of blocks) {
    if (block.kind === 'group') runs.push(block);
    else {
      const last = runs.at(-1);
      if (Array.isArray(last)) last.push(block);
      else runs.push([block]);
    }
  }
  return runs.map((run, i) =>
    Array.isArray(run) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are a fixed list
      <Blocks key={i} blocks={run} />
    ) : (
      isShown(run.key) && (
        <div key={run.key} data-testid={`print-${sectionKey}-${run.key}`}>
          <Blocks blocks={run.blocks} />
        </div>
      )
    ),
  );
}
