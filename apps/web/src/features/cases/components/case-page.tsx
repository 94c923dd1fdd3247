import { Anchor, Breadcrumbs, Grid, Paper, Stack, Text } from '@mantine/core';
import { type CaseDetail, TRUNCATE } from '@riskscreen/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { toScreenError } from '../../../lib/error-screen.ts';
import { truncateMiddle } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { Comments } from '../../comments/index.ts';
import { useCaseDetail } from '../api.ts';
import { AddEntitiesModal } from './add-entities-modal.tsx';
import { CaseEntityTables } from './case-entity-tables.tsx';
import { CaseHeader } from './case-header.tsx';
import { CaseTimelineDrawer } from './case-timeline-drawer.tsx';
import { EditCaseNameModal } from './edit-case-name-modal.tsx';

/** The case page (/cases/{id}, spec part 2 Case page): header and facts, entities on the left, comments on the right. */
export function CasePage() {
  const { id = '' } = useParams();
  const detail = useCaseDetail(id);
  if (detail.isLoading) return <PageLoader />;
  if (detail.error || !detail.data) return <ErrorScreen error={toScreenError(detail.error)} />;
  return <CaseContent detail={detail.data} />;
}

type Open = 'entities' | 'timeline' | 'name' | null;

function CaseContent({ detail }: { detail: CaseDetail }) {
  const workspace = useWorkspaceSlug();
  const timeZone = useProfile().timezone ?? undefined;
  const [open, setOpen] = useState<Open>(null);
  const id = String(detail.id);
  const close = () => setOpen(null);
  return (
    <Stack gap="md" data-testid="case-page">
      <Breadcrumbs>
        <Anchor component={Link} to={withWorkspace(routes.cases(), workspace)} size="sm">
          Cases
        </Anchor>
        <Text size="sm">{truncateMiddle(detail.case_id, TRUNCATE.addressHeader)}</Text>
      </Breadcrumbs>
      <CaseHeader
        detail={detail}
        timeZone={timeZone}
        onAddEntities={() => setOpen('entities')}
        onOpenTimeline={() => setOpen('timeline')}
        onEditName={() => setOpen('name')}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p="md" radius="md" data-testid="case-entities">
            <CaseEntityTables detail={detail} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Comments type="case" id={id} timeZone={timeZone} />
        </Grid.Col>
      </Grid>
      {open === 'entities' && <AddEntitiesModal caseId={id} onClose={close} />}
      {open === 'name' && <EditCaseNameModal caseId={id} name={detail.name} onClose={close} />}
      <CaseTimelineDrawer
        caseId={id}
        title={detail.case_id}
        opened={open === 'timeline'}
        onClose={close}
        timeZone={timeZone}
      />
    </Stack>
  );
}
