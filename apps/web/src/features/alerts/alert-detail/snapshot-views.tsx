import { Skeleton } from '@mantine/core';
import { endpoints } from '@riskscreen/shared';
import { lazy, Suspense } from 'react';
import { CounterpartySummaryCard } from '../../../components/counterparty-summary/index.ts';
import { useSnapshotSummary, useSnapshotTree } from './api.ts';

// The graph library loads in its own chunk, as on the entity pages.
const InvestigationGraph = lazy(() =>
  import('../../../components/investigation-graph/index.ts').then((m) => ({ default: m.InvestigationGraph })),
);

/** The alert-mode error of the investigation tree (spec part 2 §8). */
export const SNAPSHOT_TREE_ERROR = 'Error while loading alert resolution data';

/**
 * The screened object an investigation graph is drawn around. A customer has none: its snapshot is the summed
 * counterparty summary of its rows (decision 0038).
 */
export type GraphSubject = {
  identifier: string;
  currency: number;
  entity: 'address' | 'transaction';
};

/** The investigation graph as the cycle's snapshot kept it. */
export function SnapshotGraph({
  cycleId,
  identifier,
  currency,
  entity,
}: GraphSubject & { cycleId: number | null }) {
  const tree = useSnapshotTree(cycleId);
  return (
    <Suspense fallback={<Skeleton height={600} radius="md" />}>
      <InvestigationGraph
        tree={tree.data}
        isLoading={tree.isLoading}
        error={tree.error}
        identifier={identifier}
        currency={currency}
        investigated={endpoints.transactions.investigated}
        loadErrorText={SNAPSHOT_TREE_ERROR}
        entity={entity}
      />
    </Suspense>
  );
}

/** The counterparty summary as the cycle's snapshot kept it. */
export function SnapshotSummary({ cycleId }: { cycleId: number | null }) {
  const summary = useSnapshotSummary(cycleId);
  return (
    <CounterpartySummaryCard
      incoming={summary.data?.incoming}
      outgoing={summary.data?.outgoing}
      isLoading={summary.isLoading}
      error={summary.error}
    />
  );
}
