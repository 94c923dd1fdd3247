import type { AlertListItem } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';

type Opened = Pick<AlertListItem, 'id' | 'entity_type' | 'object_id' | 'content_object_fields'>;

/** The path of the alert's entity page: an address or transaction by its row id, a customer by its customer id. */
function entityPath(alert: Opened): string {
  switch (alert.entity_type) {
    case 'address':
      return `/addresses/${alert.object_id}`;
    case 'transaction':
      return `/transactions/${alert.object_id}`;
    case 'customer':
      // A customer's own alert names it in customer_id (decision 0038); its page takes that id, URL-encoded.
      return `/customers/${encodeURIComponent(alert.content_object_fields.customer_id ?? alert.content_object_fields.identifier)}`;
  }
}

/** The page of the alert's entity with the alert open in it (spec part 3 §2.4: query parameter alert). */
export function alertPath(alert: Opened): string {
  return `${entityPath(alert)}?alert=${alert.id}`;
}

/** Row click: the entity's page with the alert. */
export function useOpenAlert(): (alert: AlertListItem) => void {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  return (alert) => navigate(withWorkspace(alertPath(alert), workspace));
}
