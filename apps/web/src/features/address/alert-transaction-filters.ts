import type { AlertDto } from '@riskscreen/shared';
import { NO_TRANSACTION_FILTERS, type TransactionFilters } from './api.ts';

/** Rule risk types: 1 received (incoming), 2 sent (outgoing), 3 the object itself. */
const RECEIVED = 1;
const SENT = 2;

/** The strings (or numbers, as text) a condition holds under a key, whether one value or a list. */
function valuesOf(condition: Record<string, unknown>, key: string): string[] {
  const value = condition[key];
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
}

/** The payment directions a condition watches (none for a condition on the object itself). */
function paymentTypes(condition: Record<string, unknown>): number[] {
  return valuesOf(condition, 'risk_types')
    .map(Number)
    .filter((t) => t === RECEIVED || t === SENT);
}

/**
 * The transactions related to an alert, as table filters: the counterparties' entity types, subtypes and names its
 * rule looks for, and the direction when the rule watches one payment direction only. A rule without entity
 * criteria (a behaviour rule) narrows by direction alone; a condition on the address itself (risk type 3: it is
 * sanctioned) says nothing of its counterparties, so it narrows nothing.
 */
export function alertTransactionFilters(alert: AlertDto): TransactionFilters {
  const conditions = alert.rule_register.rule_conditions.filter((c) => paymentTypes(c).length > 0);
  const all = (key: string) => [...new Set(conditions.flatMap((c) => valuesOf(c, key)))];
  const riskTypes = new Set(conditions.flatMap(paymentTypes));
  let direction: TransactionFilters['direction'] = null;
  if (riskTypes.size === 1 && riskTypes.has(RECEIVED)) direction = '1';
  if (riskTypes.size === 1 && riskTypes.has(SENT)) direction = '-1';
  return {
    ...NO_TRANSACTION_FILTERS,
    direction,
    entity_types: all('entity_types'),
    entity_subtypes: all('entity_subtypes'),
    entity_names: all('entity_names'),
  };
}

/** Whether the alert's rule narrows the transactions at all (it names counterparties or a payment direction). */
export function isNarrowedByAlert(alert: AlertDto): boolean {
  const filters = alertTransactionFilters(alert);
  return (
    filters.direction !== null ||
    filters.entity_types.length > 0 ||
    filters.entity_subtypes.length > 0 ||
    filters.entity_names.length > 0
  );
}
