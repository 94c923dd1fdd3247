import { Accordion, Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SearchEntityType } from '@riskscreen/shared';
import { IconSearchOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { toScreenError } from '../../../lib/error-screen.ts';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useSearchResults } from '../api.ts';
import {
  COVERAGE_TITLES,
  type CoverageGroups,
  fullSideTitle,
  GROUP_TITLES,
  type GroupListing,
  groupByCoverage,
  isEmpty,
  openByDefault,
  type ResultSection,
} from '../result-groups.ts';
import { searchFromParams } from '../search-rules.ts';
import { useOpenResult } from '../use-open-result.ts';
import { ListPreviewModal } from './list-preview-modal.tsx';
import { ResultCard } from './result-card.tsx';

export const RESULTS_NOTE = 'Showing the most relevant results.';
export const NO_RESULTS = 'No results found';

/** /search?q=…&search_entity_type=…; anything else redirects to the dashboard (spec part 1 §2). */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const workspace = useWorkspaceSlug();
  const search = searchFromParams(params);
  if (!search) return <Navigate to={withWorkspace(routes.dashboard(), workspace)} replace />;
  return <Results key={`${search.type}:${search.q}`} q={search.q} type={search.type} />;
}

function Results({ q, type }: { q: string; type: SearchEntityType }) {
  const profile = useProfile();
  const timeZone = profile.timezone ?? undefined;
  const query = useSearchResults(q, type);
  const groups = useMemo(() => (query.data ? groupByCoverage(query.data) : null), [query.data]);
  const [listing, setListing] = useState<GroupListing | null>(null);
  if (query.isLoading) return <PageLoader />;
  if (query.error || !groups) return <ErrorScreen error={toScreenError(query.error)} />;
  return (
    <Stack gap="md" data-testid="search-results">
      <Title order={2}>Search Results</Title>
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
        for “{q}”
      </Text>
      {isEmpty(groups) ? (
        <EmptyState />
      ) : (
        <CoverageAccordion groups={groups} timeZone={timeZone} onViewAll={setListing} />
      )}
      <Text size="xs" c="dimmed" ta="center" data-testid="search-footer-note">
        {RESULTS_NOTE}
      </Text>
      <ListPreviewModal q={q} listing={listing} timeZone={timeZone} onClose={() => setListing(null)} />
    </Stack>
  );
}

function CoverageAccordion({
  groups,
  timeZone,
  onViewAll,
}: {
  groups: CoverageGroups;
  timeZone: string | undefined;
  onViewAll: (listing: GroupListing) => void;
}) {
  const [open, setOpen] = useState<string[]>(() => openByDefault(groups));
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
      {(['full', 'lite'] as const).map((coverage) => (
        <Accordion.Item key={coverage} value={coverage} data-testid={`group-${coverage}`}>
          <Accordion.Control>
            <Text fw={600} data-testid={`group-title-${coverage}`}>
              {coverage === 'full' ? fullSideTitle(groups) : COVERAGE_TITLES[coverage]} - (
              {groups[coverage].count})
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Sections sections={groups[coverage].sections} timeZone={timeZone} onViewAll={onViewAll} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function Sections({
  sections,
  timeZone,
  onViewAll,
}: {
  sections: ResultSection[];
  timeZone: string | undefined;
  onViewAll: (listing: GroupListing) => void;
}) {
  const openResult = useOpenResult();
  if (sections.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {NO_RESULTS}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Stack key={section.group} gap="xs" data-testid={`section-${section.group}`}>
          <Group justify="space-between">
            <Text fw={500} size="sm">
              {GROUP_TITLES[section.group]}
            </Text>
            {section.count > section.items.length && (
              <Anchor
                size="sm"
                onClick={() => onViewAll({ group: section.group, coverage: section.coverage })}
                data-testid="view-all"
              >
                View all ({section.count})
              </Anchor>
            )}
          </Group>
          {section.items.map((item) => (
            <ResultCard
              key={`${item.item_type}:${item.currency}:${item.identifier}`}
              item={item}
              timeZone={timeZone}
              onOpen={openResult}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function EmptyState() {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  return (
    <Paper withBorder p="xl" radius="md" data-testid="search-empty">
      <Center>
        <Stack align="center" gap="sm">
          <IconSearchOff size={40} stroke={1.5} color="var(--mantine-color-gray-5)" />
          <Title order={4}>{NO_RESULTS}</Title>
          <Text size="sm" c="dimmed">
            Check the identifier, or search another type.
          </Text>
          <Button onClick={() => navigate(withWorkspace(routes.dashboard(), workspace))}>Go Home</Button>
        </Stack>
      </Center>
    </Paper>
  );
}
