import { isDeprecated, type TransactionSummary } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import { usePreview } from '../../components/preview-drawer/index.ts';
import { routes } from '../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';

/** A transaction on a chain that is still supported opens its page (spec part 2 §2, Lists). */
export function isPageSupported(row: Pick<TransactionSummary, 'currency'>): boolean {
  return !isDeprecated(row.currency);
}

/** Row click: the transaction page when the chain is supported, otherwise the side preview of the screening. */
export function useOpenTransaction(): (row: TransactionSummary) => void {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const { openTransactionPreview } = usePreview();
  return (row) => {
    if (isPageSupported(row)) navigate(withWorkspace(routes.transaction({ id: row.id }), workspace));
    else openTransactionPreview({ currency: row.currency, hash: row.identifier, id: row.id });
  };
}
