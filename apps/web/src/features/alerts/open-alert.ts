import type { AlertListItem } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';

type Opened = Pick<AlertListItem, 'id' | 'entity_type' | 'object_id' | 'content_object_fields'>;

/**
 * The page of the alert's entity with the alert open in it (spec part 3 §2.4: query parameter alert): an address or
 * transaction by its row id, a customer by its customer id.
 */
export function alertPath(alert: Opened): string {
  switch (alert.entity_type) {
    case 'address':
      return routes.address({ id: alert.object_id, alert: alert.id });
    case 'transaction':
      return routes.transaction({ id: alert.object_id, alert: alert.id });
    case 'customer':
      // A customer's own alert names it in customer_id (decision 0038); its page takes that id, URL-encoded.
      return routes.customer({
        customerId: alert.content_object_fields.customer_id ?? alert.content_object_fields.identifier,
        alert: alert.id,
      });
  }
}

/** Row click: the entity's page with the alert. */
export function useOpenAlert(): (alert: AlertListItem) => void {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  return (alert) => navigate(withWorkspace(alertPath(alert), workspace));
}
