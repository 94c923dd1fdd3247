import { Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { isDeprecated } from '@riskscreen/shared';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CounterpartySummaryCard } from '../../../components/counterparty-summary/index.ts';
import type { AddressPreviewTarget } from '../../../components/preview-drawer/index.ts';
import {
  DeprecatedChainBanner,
  isOutdated,
  LiteCoverageBanner,
  OutdatedNote,
  TokenAccountModal,
  useScreening,
} from '../../../components/screening/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import {
  addressBase,
  investigatedEndpoint,
  useAddressCounterparties,
  useAddressPreview,
  useAddressTree,
} from '../api.ts';
import { AddressPreviewOverview } from './address-preview-overview.tsx';
import { AddressPreviewSummary } from './address-preview-summary.tsx';
import { AddressPreviewTransactions } from './address-preview-transactions.tsx';
import { PreviewFailure } from './preview-failure.tsx';
import { PreviewFooter, ScreenButton } from './preview-footer.tsx';
import { PreviewHeader } from './preview-header.tsx';

// The graph library is large: it loads when the Investigation mode tab is first opened.
const InvestigationGraph = lazy(() =>
  import('../../../components/investigation-graph/index.ts').then((m) => ({ default: m.InvestigationGraph })),
);

type Tab = 'overview' | 'summary' | 'transactions' | 'counterparty' | 'investigation';
type Props = { target: AddressPreviewTarget; onClose: () => void };

/**
 * The address preview drawer (spec part 2 §2): Overview, Address Summary, Transactions, Counterparty Summary and
 * Investigation mode; a sanctions-only chain shows the Overview under its banner; 'Screen Address' on Overview.
 */
export function AddressPreview({ target, onClose }: Props) {
  const screening = useScreening({ onDone: onClose });
  const isDeprecatedChain = isDeprecated(target.currency);
  const footer = (isScreened: boolean, id: number | null, lastScreenedTime: string | null) => (
    <PreviewFooter>
      {isScreened && id !== null && <ViewAddressLink id={id} onClick={onClose} />}
      <ScreenButton
        label="Screen Address"
        isScreening={screening.isScreening}
        isDisabled={isDeprecatedChain}
        onClick={() =>
          screening.screen({
            kind: 'address',
            identifier: target.address,
            currency: target.currency,
            screenedId: isScreened ? id : null,
            lastScreenedTime,
          })
        }
      />
    </PreviewFooter>
  );
  return (
    <>
      {isDeprecatedChain && !target.id ? (
        <Stack gap="md" style={{ flex: 1 }}>
          <PreviewHeader
            identifier={target.address}
            currency={target.currency}
            isScreened={Boolean(target.id)}
            riskLevel={null}
            copyLabel="Copy address"
          />
          <DeprecatedChainBanner />
          {footer(Boolean(target.id), target.id ?? null, null)}
        </Stack>
      ) : (
        <LoadedAddressPreview target={target} onClose={onClose} footer={footer} />
      )}
      <TokenAccountModal owner={screening.tokenOwner} onClose={screening.closeTokenModal} />
    </>
  );
}

function ViewAddressLink({ id, onClick }: { id: number; onClick: () => void }) {
  const workspace = useWorkspaceSlug();
  return (
    <Button
      variant="default"
      component={Link}
      to={withWorkspace(routes.address({ id }), workspace)}
      onClick={onClick}
      data-testid="preview-view-entity"
    >
      View Address
    </Button>
  );
}

function LoadedAddressPreview({
  target,
  onClose,
  footer,
}: Props & {
  footer: (isScreened: boolean, id: number | null, lastScreened: string | null) => ReactElement;
}) {
  const profile = useProfile();
  const timeZone = profile.timezone ?? undefined;
  const [tab, setTab] = useState<Tab>('overview');
  const base = addressBase(target);
  const preview = useAddressPreview(target);
  const address = preview.data;
  // A row screened before its chain was deprecated keeps its stored screening: shown like a lite one.
  const isDeprecatedChain = isDeprecated(target.currency);
  const isLite = address?.coverage === 'lite' || isDeprecatedChain;
  const summary = useAddressCounterparties(base, tab === 'counterparty' && !isLite);
  const tree = useAddressTree(base, tab === 'investigation' && !isLite);
  if (preview.isLoading) return <PageLoader />;
  if (preview.error || !address) return <PreviewFailure error={preview.error} onClose={onClose} />;
  const id = address.is_screened ? address.id : null;
  return (
    <Stack gap="md" style={{ flex: 1 }} data-testid="address-preview">
      <PreviewHeader
        identifier={address.identifier}
        currency={address.currency}
        isScreened={address.is_screened}
        riskLevel={address.risk_level}
        copyLabel="Copy address"
      />
      {isDeprecatedChain && <DeprecatedChainBanner />}
      {isLite && !isDeprecatedChain && <LiteCoverageBanner />}
      {address.is_screened && isOutdated(address.last_screened_time) && (
        <OutdatedNote lastScreenedTime={address.last_screened_time} />
      )}
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'overview')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          {!isLite && (
            <>
              <Tabs.Tab value="summary">Address Summary</Tabs.Tab>
              <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
              <Tabs.Tab value="counterparty">Counterparty Summary</Tabs.Tab>
              <Tabs.Tab value="investigation">Investigation mode</Tabs.Tab>
            </>
          )}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <AddressPreviewOverview address={address} base={base} timeZone={timeZone} />
        </Tabs.Panel>
        {!isLite && (
          <>
            <Tabs.Panel value="summary" pt="md">
              <AddressPreviewSummary address={address} base={base} timeZone={timeZone} />
            </Tabs.Panel>
            <Tabs.Panel value="transactions" pt="md">
              <AddressPreviewTransactions base={base} timeZone={timeZone} />
            </Tabs.Panel>
            <Tabs.Panel value="counterparty" pt="md">
              <CounterpartySummaryCard
                incoming={summary.incoming}
                outgoing={summary.outgoing}
                isLoading={summary.isLoading}
                error={summary.error}
                clusterSize={address.node_info.cluster_id === null ? null : address.node_info.cluster_size}
                categories={{ incoming: address.incoming.categories, outgoing: address.outgoing.categories }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="investigation" pt="md">
              <Suspense fallback={<Skeleton height={500} radius="md" />}>
                <InvestigationGraph
                  tree={tree.data}
                  isLoading={tree.isLoading}
                  error={tree.error}
                  identifier={address.identifier}
                  currency={address.currency}
                  investigated={investigatedEndpoint(address.is_screened)}
                />
              </Suspense>
            </Tabs.Panel>
          </>
        )}
      </Tabs>
      {tab === 'overview' && footer(address.is_screened, id, address.last_screened_time)}
    </Stack>
  );
}
