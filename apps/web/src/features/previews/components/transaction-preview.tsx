import { Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { isDeprecated } from '@riskscreen/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CounterpartySummaryCard } from '../../../components/counterparty-summary/index.ts';
import type { TransactionPreviewTarget } from '../../../components/preview-drawer/index.ts';
import {
  DeprecatedChainBanner,
  isOutdated,
  LiteCoverageBanner,
  OutdatedNote,
  useScreening,
} from '../../../components/screening/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { investigatedEndpoint, transactionBase, useTransactionPreview } from '../api.ts';
import { PreviewFailure } from './preview-failure.tsx';
import { PreviewFooter, ScreenButton } from './preview-footer.tsx';
import { PreviewHeader } from './preview-header.tsx';
import { TransactionPreviewOverview } from './transaction-preview-overview.tsx';
import { TransactionTransfers } from './transaction-transfers.tsx';

const InvestigationGraph = lazy(() =>
  import('../../../components/investigation-graph/index.ts').then((m) => ({ default: m.InvestigationGraph })),
);

/** The footer note of basic transaction screening (spec part 2 §2). */
export const BASIC_SCREENING_NOTE =
  'Basic screening can flag false positives. Advanced workflow screening is recommended for transactions.';
export const SCREEN_TRANSACTION_LABEL = 'Screen Transaction (Basic)';

type Tab = 'overview' | 'transfers' | 'counterparty' | 'investigation';
type Props = { target: TransactionPreviewTarget; onClose: () => void };

/**
 * The transaction preview drawer (spec part 2 §2): Overview, Transfers, Counterparty Summary, Investigation Mode;
 * 'Screen Transaction (Basic)' with its note.
 */
export function TransactionPreview({ target, onClose }: Props) {
  const profile = useProfile();
  const workspace = useWorkspaceSlug();
  const timeZone = profile.timezone ?? undefined;
  const screening = useScreening({ onDone: onClose });
  const [tab, setTab] = useState<Tab>('overview');
  const isDeprecatedChain = isDeprecated(target.currency);
  const preview = useTransactionPreview(target, !isDeprecatedChain || Boolean(target.id));
  const transaction = preview.data;
  const isScreened = Boolean(transaction?.is_screened && transaction.id);
  const footer = (
    <PreviewFooter note={BASIC_SCREENING_NOTE}>
      {isScreened && transaction?.id && (
        <Button
          variant="default"
          component={Link}
          to={withWorkspace(routes.transaction({ id: transaction.id }), workspace)}
          onClick={onClose}
          data-testid="preview-view-entity"
        >
          View Transaction
        </Button>
      )}
      <ScreenButton
        label={SCREEN_TRANSACTION_LABEL}
        isScreening={screening.isScreening}
        isDisabled={isDeprecatedChain}
        onClick={() =>
          screening.screen({
            kind: 'transaction',
            identifier: target.hash,
            currency: target.currency,
            screenedId: isScreened ? (transaction?.id ?? null) : null,
            lastScreenedTime: transaction?.last_screened_time ?? null,
          })
        }
      />
    </PreviewFooter>
  );
  if (isDeprecatedChain && !target.id) {
    return (
      <Stack gap="md" style={{ flex: 1 }}>
        <PreviewHeader
          identifier={target.hash}
          currency={target.currency}
          isScreened={Boolean(target.id)}
          riskLevel={null}
          copyLabel="Copy transaction"
        />
        <DeprecatedChainBanner />
        {footer}
      </Stack>
    );
  }
  if (preview.isLoading) return <PageLoader />;
  if (preview.error || !transaction) return <PreviewFailure error={preview.error} onClose={onClose} />;
  const base = transactionBase(target);
  // A row screened before its chain was deprecated keeps its stored screening: shown like a lite one.
  const isLite = transaction.coverage === 'lite' || isDeprecatedChain;
  return (
    <Stack gap="md" style={{ flex: 1 }} data-testid="transaction-preview">
      <PreviewHeader
        identifier={transaction.identifier}
        currency={transaction.currency}
        isScreened={isScreened}
        riskLevel={transaction.risk_level}
        copyLabel="Copy transaction"
      />
      {isDeprecatedChain && <DeprecatedChainBanner />}
      {isLite && !isDeprecatedChain && <LiteCoverageBanner />}
      {isScreened && isOutdated(transaction.last_screened_time) && (
        <OutdatedNote lastScreenedTime={transaction.last_screened_time} />
      )}
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'overview')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          {!isLite && (
            <>
              <Tabs.Tab value="transfers">Transfers</Tabs.Tab>
              <Tabs.Tab value="counterparty">Counterparty Summary</Tabs.Tab>
              <Tabs.Tab value="investigation">Investigation Mode</Tabs.Tab>
            </>
          )}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <TransactionPreviewOverview transaction={transaction} base={base} timeZone={timeZone} />
        </Tabs.Panel>
        {!isLite && (
          <>
            <Tabs.Panel value="transfers" pt="md">
              <TransactionTransfers base={base} currency={transaction.currency} />
            </Tabs.Panel>
            <Tabs.Panel value="counterparty" pt="md">
              <CounterpartySummaryCard
                incoming={transaction.incoming_counterparty_summary ?? []}
                outgoing={transaction.outgoing_counterparty_summary ?? []}
                categories={{
                  incoming: transaction.incoming?.categories,
                  outgoing: transaction.outgoing?.categories,
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="investigation" pt="md">
              <Suspense fallback={<Skeleton height={500} radius="md" />}>
                <InvestigationGraph
                  tree={transaction.investigation_tree}
                  identifier={transaction.identifier}
                  currency={transaction.currency}
                  investigated={investigatedEndpoint(isScreened)}
                  entity="transaction"
                />
              </Suspense>
            </Tabs.Panel>
          </>
        )}
      </Tabs>
      {footer}
    </Stack>
  );
}
