import type { CaseListItem } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';

/** Row click: the case page. */
export function useOpenCase(): (row: Pick<CaseListItem, 'id'>) => void {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  return (row) => navigate(withWorkspace(routes.case({ id: row.id }), workspace));
}
