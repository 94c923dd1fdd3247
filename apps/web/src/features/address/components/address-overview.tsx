import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type AddressDetail,
  type AlertDto,
  endpoints,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  supportsTokens,
} from '@riskscreen/shared';
import { lazy, Suspense, useMemo } from 'react';
import {
  CounterpartySummaryCard,
  type ExplanationSource,
} from '../../../components/counterparty-summary/index.ts';
import { EntityAlerts } from '../../alerts/index.ts';
import { Comments } from '../../comments/index.ts';
import { addressKeys, loadExplanations, useCounterpartySummary, useInvestigationTree } from '../api.ts';
import { TokenSummaryTable } from './token-summary-table.tsx';

type Props = {
  address: AddressDetail;
  timeZone: string | undefined;
  /** Opens an alert's detail (?alert=). */
  onOpenAlert: (alert: AlertDto) => void;
};

// The graph library is the bulk of this page's code: it loads in its own chunk, after the page shows.
const InvestigationGraph = lazy(() =>
  import('../../../components/investigation-graph/index.ts').then((m) => ({ default: m.InvestigationGraph })),
);

/** Overview of a fully covered chain: alerts, token summary (multi-asset chains), counterparty summary, graph. */
export function AddressOverview({ address, timeZone, onOpenAlert }: Props) {
  const id = String(address.id);
  const summary = useCounterpartySummary(id, true);
  const tree = useInvestigationTree(id, true);
  const explanations = useMemo<ExplanationSource>(
    () => ({
      queryKey: addressKeys.all(id),
      load: (direction, exposureType, signal) => loadExplanations(id, direction, exposureType, signal),
    }),
    [id],
  );
  return (
    <Stack gap="md">
      <EntityAlerts type="address" id={id} timeZone={timeZone} onOpenAlert={onOpenAlert} />
      {supportsTokens(address.currency) && (
        <TokenSummaryTable addressId={id} currency={address.currency} timeZone={timeZone} />
      )}
      <CounterpartySummaryCard
        incoming={summary.incoming}
        outgoing={summary.outgoing}
        isLoading={summary.isLoading}
        error={summary.error}
        explanations={explanations}
        clusterSize={address.node_info.cluster_id === null ? null : address.node_info.cluster_size}
        categories={{ incoming: address.incoming.categories, outgoing: address.outgoing.categories }}
      />
      <Suspense fallback={<Skeleton height={600} radius="md" />}>
        <InvestigationGraph
          tree={tree.data}
          isLoading={tree.isLoading}
          error={tree.error}
          identifier={address.identifier}
          currency={address.currency}
          investigated={endpoints.transactions.investigated}
        />
      </Suspense>
      {/* Every comment on the address, its alerts' included: the analysts' notes on the case as a whole. */}
      <Comments type="address" id={id} timeZone={timeZone} title="Comments on this address" />
    </Stack>
  );
}

/** Overview of a sanctions-only chain: what sanctions screening found, and the alerts its rules raised. */
export function LiteOverview({
  address,
  timeZone,
  onOpenAlert,
}: {
  address: AddressDetail;
  timeZone: string | undefined;
  onOpenAlert: (alert: AlertDto) => void;
}) {
  const risk = (address.risk_level in RISK_LEVEL_LABELS ? address.risk_level : 0) as RiskLevel;
  const isSanctioned =
    address.tag_type_verbose === 'Sanctions' || address.tag_type_verbose_owner === 'Sanctions';
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" data-testid="lite-overview">
        <Stack gap="xs">
          <Title order={4}>Sanctions screening</Title>
          <Text size="sm">
            {isSanctioned
              ? 'This address is on a sanctions list.'
              : 'This address is not on any sanctions list we hold.'}{' '}
            Risk level: {RISK_LEVEL_LABELS[risk]}.
          </Text>
        </Stack>
      </Paper>
      <EntityAlerts type="address" id={String(address.id)} timeZone={timeZone} onOpenAlert={onOpenAlert} />
    </Stack>
  );
}
