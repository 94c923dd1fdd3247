import { Accordion, Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SearchEntityType, SearchGroupName } from '@riskscreen/shared';
import { IconSearchOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { toScreenError } from '../../../lib/error-screen.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useSearchResults } from '../api.ts';
import {
  type CoverageGroups,
  GROUP_TITLES,
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
  if (!search) return <Navigate to={withWorkspace('/dashboard', workspace)} replace />;
  return <Results key={`${search.type}:${search.q}`} q={search.q} type={search.type} />;
}

function Results({ q, type }: { q: string; type: SearchEntityType }) {
  const profile = useProfile();
  const timeZone = profile.timezone ?? undefined;
  const query = useSearchResults(q, type);
  const groups = useMemo(() => (query.data ? groupByCoverage(query.data) : null), [query.data]);
  const [listGroup, setListGroup] = useState<SearchGroupName | null>(null);
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
        <CoverageAccordion groups={groups} timeZone={timeZone} onViewAll={setListGroup} />
      )}
      <Text size="xs" c="dimmed" ta="center" data-testid="search-footer-note">
        {RESULTS_NOTE}
      </Text>
      <ListPreviewModal q={q} group={listGroup} timeZone={timeZone} onClose={() => setListGroup(null)} />
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
  onViewAll: (group: SearchGroupName) => void;
}) {
  const [open, setOpen] = useState<string[]>(() => openByDefault(groups));
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
      <Accordion.Item value="full" data-testid="group-full">
        <Accordion.Control>
          <Text fw={600}>Full Coverage - ({groups.full.count})</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Sections sections={groups.full.sections} timeZone={timeZone} onViewAll={onViewAll} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="lite" data-testid="group-lite">
        <Accordion.Control>
          <Text fw={600}>Sanction Screening Only - ({groups.lite.count})</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Sections sections={groups.lite.sections} timeZone={timeZone} onViewAll={onViewAll} />
        </Accordion.Panel>
      </Accordion.Item>
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
  onViewAll: (group: SearchGroupName) => void;
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
            {section.groupCount > section.items.length && (
              <Anchor size="sm" onClick={() => onViewAll(section.group)} data-testid="view-all">
                View all ({section.groupCount})
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
          <Button onClick={() => navigate(withWorkspace('/dashboard', workspace))}>Go Home</Button>
        </Stack>
      </Center>
    </Paper>
  );
}
