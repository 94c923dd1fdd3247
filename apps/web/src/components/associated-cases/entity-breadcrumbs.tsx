import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';

type Props = {
  /** The entity's list ('Addresses', '/addresses'), shown when the page was not opened from a case. */
  list: { label: string; path: string };
  /** The entity, shortened. */
  current: string;
};

/**
 * The breadcrumb of an entity page: its list, or, opened from a case (spec part 2 §1: caseId and refCase in the
 * query), Cases → the case → the entity.
 */
export function EntityBreadcrumbs({ list, current }: Props) {
  const [params] = useSearchParams();
  const workspace = useWorkspaceSlug();
  const caseId = params.get('caseId');
  const refCase = params.get('refCase');
  const isFromCase = caseId !== null && /^[1-9]\d{0,9}$/.test(caseId) && refCase !== null;
  return (
    <Breadcrumbs data-testid="entity-breadcrumbs">
      {isFromCase ? (
        [
          <Anchor key="cases" component={Link} to={withWorkspace(routes.cases(), workspace)} size="sm">
            Cases
          </Anchor>,
          <Anchor
            key="case"
            component={Link}
            to={withWorkspace(routes.case({ id: caseId }), workspace)}
            size="sm"
          >
            {refCase}
          </Anchor>,
        ]
      ) : (
        <Anchor component={Link} to={withWorkspace(list.path, workspace)} size="sm">
          {list.label}
        </Anchor>
      )}
      <Text size="sm">{current}</Text>
    </Breadcrumbs>
  );
}
