import { chargeScreening } from './accounts/index.ts';
import {
  autoResolveOnScreening,
  closeAlertsOfArchived,
  inactivateAlerts,
  raiseScreeningAlerts,
} from './alerts/index.ts';
import { entityListMatchers, fileScreeningAlerts } from './cases/index.ts';
import { assessCustomers, assessScreenedCustomers, matchingCustomerIds } from './customers/index.ts';
import { matchingAddressIds } from './investigation/index.ts';
import { addressTagsChanged, rulesRetired } from './rules/index.ts';
import {
  customersOfScreeningHandler,
  recordCustomTagsChange,
  recordScreeningUsage,
  screenedObjectArchived,
  screeningCommitted,
  screeningStarting,
} from './screening/index.ts';

/**
 * The one place where a producer's in-transaction hooks meet the areas that change with it, in the order they run,
 * and where ports a lower area asks through are filled by the higher areas that answer. A new consumer is one more
 * line here, never an import in the producer.
 */
export function wireModules(): void {
  // A screening, before the live row: the plan's credit first (past its limit nothing is written), then the named
  // customer.
  screeningStarting.wire([chargeScreening, customersOfScreeningHandler]);
  // After the live row and its audit entry: alerts, the cases of the new alerts, usage, the customers' levels.
  screeningCommitted.wire([
    raiseScreeningAlerts,
    autoResolveOnScreening,
    fileScreeningAlerts,
    recordScreeningUsage,
    assessScreenedCustomers,
  ]);
  rulesRetired.wire([
    {
      name: 'their active alerts go to Inactive',
      handle: async (trx, retired) => {
        await inactivateAlerts(trx, retired.workspaceId, retired.ruleIds);
      },
    },
  ]);
  addressTagsChanged.wire([
    {
      name: 'the address’s audit log records the change',
      handle: (trx, change) =>
        recordCustomTagsChange(trx, {
          object: { workspaceId: change.workspaceId, type: 'address', ...change.address },
          actor: change.actor,
          added: [...change.added],
          removed: [...change.removed],
        }),
    },
  ]);
  screenedObjectArchived.wire([
    {
      name: 'its active alerts close with it',
      handle: async (trx, archived) => {
        const { workspaceId, object, actor, at } = archived;
        await closeAlertsOfArchived(trx, { workspaceId, object, actor, now: at });
      },
    },
    {
      name: 'its customer’s risk level is computed again',
      handle: (trx, archived) => assessCustomers(trx, archived.workspaceId, [archived.customerId]),
    },
  ]);
  entityListMatchers.wire({ addresses: matchingAddressIds, customers: matchingCustomerIds });
}

// Wired as soon as the modules are loaded: the app, the commands and the jobs all reach the hooks through here.
wireModules();
