import { type AlertListItem, POLICY_TYPE_LABELS, type PolicyType } from '@riskscreen/shared';
import { presentAlert } from '../raising/index.ts';
import type { ListedAlertRow } from './alert-list.repo.ts';

/** A row of the alert list: the alert as the object pages show it, with its assignee's name and policy type. */
export function presentListItem(row: ListedAlertRow): AlertListItem {
  const alert = presentAlert(row, {
    type: row.object_type as AlertListItem['entity_type'],
    id: row.object_id,
    identifier: row.identifier,
    blockchain: row.blockchain,
    customerId: row.customer_id,
    customerType: row.customer_type,
    depositAddress: row.deposit_address,
  });
  return {
    ...alert,
    assigned_to_name: row.assigned_to_name,
    policy_type: row.policy_type,
    policy_type_verbose: POLICY_TYPE_LABELS[row.policy_type as PolicyType] ?? '',
  };
}
