import type { AlertDto } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { alertTransactionFilters } from './alert-transaction-filters.ts';
import { NO_TRANSACTION_FILTERS } from './api.ts';

function alertWith(conditions: Record<string, unknown>[], riskTypes: number[]): AlertDto {
  return {
    rule_register: { rule_conditions: conditions, risk_types: riskTypes },
  } as unknown as AlertDto;
}

describe('the transactions related to an alert', () => {
  it('are all of them for a rule on the address itself (it is sanctioned)', () => {
    const filters = alertTransactionFilters(
      alertWith([{ entity_types: ['Sanctions'], risk_types: [3] }], [3]),
    );
    expect(filters).toEqual(NO_TRANSACTION_FILTERS);
  });

  it("are the counterparties of the rule's entity types, subtypes and names, both directions", () => {
    const filters = alertTransactionFilters(
      alertWith(
        [
          { entity_types: ['Darknet', 'Coin Mixer'], risk_types: [1, 2] },
          { entity_subtypes: [801], entity_names: 'Hydra', risk_types: [1, 2] },
          // On the address itself: says nothing of its counterparties.
          { entity_types: ['Sanctions'], risk_types: [3] },
        ],
        [1, 2],
      ),
    );
    expect(filters).toEqual({
      ...NO_TRANSACTION_FILTERS,
      entity_types: ['Darknet', 'Coin Mixer'],
      entity_subtypes: ['801'],
      entity_names: ['Hydra'],
    });
  });

  it('keep to the one payment direction a rule watches', () => {
    const one = (riskTypes: number[]) =>
      alertWith([{ entity_types: ['Scam'], risk_types: riskTypes }], riskTypes);
    expect(alertTransactionFilters(one([1])).direction).toBe('1');
    expect(alertTransactionFilters(one([2])).direction).toBe('-1');
  });

  it('narrow a behaviour rule by direction alone', () => {
    expect(
      alertTransactionFilters(alertWith([{ transaction_amount_threshold: 1000, risk_types: 2 }], [2])),
    ).toEqual({
      ...NO_TRANSACTION_FILTERS,
      direction: '-1',
    });
  });
});
