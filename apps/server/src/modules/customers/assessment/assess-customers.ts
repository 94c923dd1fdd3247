import type { Db } from '../../../db/client.ts';
import type { ScreeningSnapshot } from '../../alerts/index.ts';
import { autoResolveAlerts, raiseAlerts } from '../../alerts/index.ts';
import { fileAlertsIntoCases } from '../../cases/index.ts';
import { type CustomerPolicyOutcome, evaluateCustomerPolicies } from '../../rules/index.ts';
import { type CustomerRow, lockCustomers, setCustomerRiskLevel } from '../../screening/index.ts';

/** A customer has no investigation tree of its own: its snapshot is the summed counterparty summary. */
const NO_TREE: ScreeningSnapshot['investigationTree'] = {
  nodes: [],
  incoming_edges: [],
  outgoing_edges: [],
  truncated: false,
};

/**
 * Assess the customers whose facts a unit of work changed (decision 0038), inside it and after its writes: each
 * live customer of these ids is locked (customers first, in id order, as screening locks them), the workspace's
 * Customer rules run on its facts, their firings open or extend the customer's own alerts (with a cycle and its
 * snapshot), alerts of rules that no longer fire auto-resolve as an address's do, new alerts at the auto-create
 * levels open or join a case holding the customer, and its risk level becomes the highest of its rows and of its
 * firing rules. A workspace without enabled Customer rules gets the level of its rows alone, as before.
 */
export async function assessCustomers(
  trx: Db,
  workspaceId: number,
  customerIds: readonly (string | null | undefined)[],
  at = new Date(),
): Promise<void> {
  const customers = await lockCustomers(trx, workspaceId, customerIds);
  for (const customer of customers) {
    const outcome = await evaluateCustomerPolicies(trx, workspaceId, customer.customer_id, at);
    await assessOne(trx, customer, outcome, at);
  }
}

async function assessOne(trx: Db, customer: CustomerRow, outcome: CustomerPolicyOutcome, at: Date) {
  const workspaceId = customer.workspace_id;
  const object = {
    type: 'customer' as const,
    id: customer.id,
    blockchain: null,
    identifier: customer.customer_id,
  };
  const snapshot: ScreeningSnapshot = {
    investigationTree: NO_TREE,
    counterpartySummary: {
      incoming: outcome.exposure.incoming.rows,
      outgoing: outcome.exposure.outgoing.rows,
    },
  };
  const raised = await raiseAlerts(trx, workspaceId, object, outcome.firings, at, snapshot);
  await autoResolveAlerts(trx, {
    workspaceId,
    object,
    evaluatedRuleIds: outcome.evaluatedRuleIds,
    firedRuleIds: outcome.firings.map((f) => f.ruleId),
    now: at,
  });
  const level = await setCustomerRiskLevel(trx, customer, outcome.riskLevel, at);
  await fileAlertsIntoCases(trx, {
    workspaceId,
    object: { ...object, riskLevel: level },
    alerts: raised.openedAlerts,
    at,
  });
}
