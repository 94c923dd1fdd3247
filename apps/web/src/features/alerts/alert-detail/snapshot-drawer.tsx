import { Drawer, Tabs, Text } from '@mantine/core';
import type { AlertHistoryRecordDto } from '@riskscreen/shared';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useSnapshotChanges } from './api.ts';
import { ChangeTable } from './change-table.tsx';
import { type GraphSubject, SnapshotGraph, SnapshotSummary } from './snapshot-views.tsx';

type Tab = 'graph' | 'summary' | 'graph-changes' | 'summary-changes';

type Props = {
  cycle: AlertHistoryRecordDto | null;
  onClose: () => void;
  /**
   * What the graph is drawn around. Null for a customer's own alert: its snapshot is a summed counterparty summary,
   * which the server does not compare with now (a customer is not traced on its own), so it is shown alone.
   */
  graph: GraphSubject | null;
  timeZone: string | undefined;
};

/**
 * A cycle's snapshot (spec part 3 §2.4): the investigation graph and counterparty summary as they were, and each
 * compared with now; above them, why the system screened when it did (none for a person's screening).
 */
export function SnapshotDrawer({ cycle, onClose, graph, timeZone }: Props) {
  const firstTab: Tab = graph ? 'graph' : 'summary';
  const [tab, setTab] = useState<Tab>(firstTab);
  const cycleId = cycle?.id ?? null;
  const graphChanges = useSnapshotChanges(cycleId, 'graph', graph !== null && tab === 'graph-changes');
  const summaryChanges = useSnapshotChanges(cycleId, 'summary', graph !== null && tab === 'summary-changes');
  return (
    <Drawer
      opened={cycle !== null}
      onClose={onClose}
      position="right"
      size="85%"
      title={cycle ? `Snapshot · cycle opened ${formatDate(cycle.opened_at, timeZone)}` : 'Snapshot'}
    >
      {cycle?.screening_reason && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="snapshot-reason">
          Why: {cycle.screening_reason}
        </Text>
      )}
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? firstTab)} keepMounted={false}>
        <Tabs.List data-testid="snapshot-tabs">
          {graph && <Tabs.Tab value="graph">Investigation Mode</Tabs.Tab>}
          <Tabs.Tab value="summary">Counterparty Summary</Tabs.Tab>
          {graph && <Tabs.Tab value="graph-changes">Investigation Mode Changes</Tabs.Tab>}
          {graph && <Tabs.Tab value="summary-changes">Counterparty Summary Changes</Tabs.Tab>}
        </Tabs.List>
        {graph && (
          <Tabs.Panel value="graph" pt="md">
            <SnapshotGraph cycleId={cycleId} {...graph} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="summary" pt="md">
          <SnapshotSummary cycleId={cycleId} />
        </Tabs.Panel>
        {graph && (
          <Tabs.Panel value="graph-changes" pt="md">
            <ChangeTable
              comparison={graphChanges.data}
              isLoading={graphChanges.isLoading}
              error={graphChanges.error}
              timeZone={timeZone}
            />
          </Tabs.Panel>
        )}
        {graph && (
          <Tabs.Panel value="summary-changes" pt="md">
            <ChangeTable
              comparison={summaryChanges.data}
              isLoading={summaryChanges.isLoading}
              error={summaryChanges.error}
              timeZone={timeZone}
            />
          </Tabs.Panel>
        )}
      </Tabs>
    </Drawer>
  );
}
