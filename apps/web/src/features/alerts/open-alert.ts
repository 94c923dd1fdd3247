import type { AlertListItem } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';

const PAGE_OF: Record<AlertListItem['entity_type'], string> = {
  address: 'addresses',
  transaction: 'transactions',
  customer: 'customers',
};

/** The page of the alert's entity with the alert open in it (spec part 3 §2.4: query parameter alert). */
export function alertPath(alert: Pick<AlertListItem, 'id' | 'entity_type' | 'object_id'>): string {
  return `/${PAGE_OF[alert.entity_type]}/${alert.object_id}?alert=${alert.id}`;
}

/** Row click: the entity's page with the alert. */
export function useOpenAlert(): (alert: AlertListItem) => void {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  return (alert) => navigate(withWorkspace(alertPath(alert), workspace));
}
