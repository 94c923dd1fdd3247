import type { SearchResultEntity } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import { usePreview } from '../../components/preview-drawer/index.ts';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';

/**
 * Opening a result (spec part 1 §2): a customer or a case opens its page; an address or a transaction its preview,
 * the stored screening (list preview) when the workspace screened it, else what screening would find.
 */
export function useOpenResult(): (item: SearchResultEntity) => void {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const { openAddressPreview, openTransactionPreview } = usePreview();
  return (item) => {
    const id = item.is_screened ? item.id : null;
    if (item.item_type === 'customer' && item.customer_id) {
      navigate(withWorkspace(routes.customer({ customerId: item.customer_id }), workspace));
    } else if (item.item_type === 'case' && item.id !== null) {
      navigate(withWorkspace(routes.case({ id: item.id }), workspace));
    } else if (item.item_type === 'address' && item.currency !== null) {
      openAddressPreview({ currency: item.currency, address: item.identifier, id });
    } else if (item.item_type === 'transaction' && item.currency !== null) {
      openTransactionPreview({ currency: item.currency, hash: item.identifier, id });
    }
  };
}
