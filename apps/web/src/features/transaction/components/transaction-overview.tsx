import { Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { type AlertDto, endpoints, isEvm, supportsTokens, type TransactionDetail } from '@riskscreen/shared';
import { lazy, Suspense, useMemo } from 'react';
import {
  CounterpartySummaryCard,
  type ExplanationSource,
} from '../../../components/counterparty-summary/index.ts';
import { RisksDetected } from '../../../components/screening/index.ts';
import { EntityAlerts } from '../../alerts/index.ts';
import { Comments } from '../../comments/index.ts';
import { loadExplanations, transactionKeys } from '../api.ts';
import { TransactionParties } from './transaction-parties.tsx';
import { TransferTable } from './transfer-table.tsx';

// The graph library is the bulk of this page's code: it loads in its own chunk, after the page shows.
const InvestigationGraph = lazy(() =>
  import('../../../components/investigation-graph/index.ts').then((m) => ({ default: m.InvestigationGraph })),
);

type Props = {
  transaction: TransactionDetail;
  timeZone: string | undefined;
  /** Opens an alert's detail (?alert=). */
  onOpenAlert: (alert: AlertDto) => void;
};

/** Which detail tabs the chain has: internal transactions on EVM chains, token transfers on token chains. */
export function detailTabs(currency: number): { hasInternal: boolean; hasTokens: boolean } {
  return { hasInternal: isEvm(currency), hasTokens: supportsTokens(currency) };
}

/** Alerts, the senders and receivers with the chain's detail tabs, then counterparty summary and graph. */
export function TransactionOverview({ transaction: tx, timeZone, onOpenAlert }: Props) {
  const id = String(tx.id);
  const { hasInternal, hasTokens } = detailTabs(tx.currency);
  const isFull = tx.coverage === 'full';
  const explanations = useMemo<ExplanationSource>(
    () => ({
      queryKey: transactionKeys.all(id),
      load: (direction, exposureType, signal) => loadExplanations(id, direction, exposureType, signal),
    }),
    [id],
  );
  return (
    <Stack gap="md">
      <EntityAlerts type="transaction" id={id} timeZone={timeZone} onOpenAlert={onOpenAlert} />
      <RisksDetected risks={tx.risks_detected} testId="transaction-risks" />
      <Paper withBorder p="md" radius="md" data-testid="transaction-detail">
        <Tabs defaultValue="transaction" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="transaction">Transaction</Tabs.Tab>
            {hasInternal && <Tabs.Tab value="internal">Internal Transactions</Tabs.Tab>}
            {hasTokens && <Tabs.Tab value="tokens">Token Transfers</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="transaction" pt="md">
            <TransactionParties transaction={tx} />
          </Tabs.Panel>
          {hasInternal && (
            <Tabs.Panel value="internal" pt="md">
              <TransferTable transactionId={id} list="internal-transactions" />
            </Tabs.Panel>
          )}
          {hasTokens && (
            <Tabs.Panel value="tokens" pt="md">
              <TransferTable transactionId={id} list="token-transfers" />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
      {isFull && (
        <>
          <CounterpartySummaryCard
            incoming={tx.incoming_counterparty_summary}
            outgoing={tx.outgoing_counterparty_summary}
            explanations={explanations}
            categories={{ incoming: tx.incoming?.categories, outgoing: tx.outgoing?.categories }}
          />
          <Suspense fallback={<Skeleton height={600} radius="md" />}>
            <InvestigationGraph
              tree={tx.investigation_tree}
              identifier={tx.identifier}
              currency={tx.currency}
              investigated={endpoints.transactions.investigated}
              entity="transaction"
            />
          </Suspense>
        </>
      )}
      <Comments type="transaction" id={id} timeZone={timeZone} title="Comments on this transaction" />
    </Stack>
  );
}
