import { describe, expect, it } from 'vitest';
import { type RuleConditionInput, ruleConditionSchema } from './conditions.ts';
import { ruleSentence } from './sentence.ts';

function sentence(raw: unknown, customTagName?: string): string {
  return ruleSentence(ruleConditionSchema.parse(raw), customTagName === undefined ? {} : { customTagName });
}

const sanctions = { risk_types: 1, entity_types: ['Sanctions'], threshold_amount_usd: 1000 } as const;

describe('ruleSentence', () => {
  it('reads a condition on the object itself (risk type 3)', () => {
    expect(sentence({ rule_condition_type: 1, risk_types: 3, entity_types: ['Sanctions'] })).toBe(
      'The object itself is attributed to Sanctions',
    );
    expect(
      sentence({
        rule_condition_type: 3,
        risk_types: [3],
        entity_names: ['Evil Corp'],
        threshold_amount_usd: 1000,
        upper_threshold_amount_usd: 5000,
      }),
    ).toBe('The object itself is attributed to "Evil Corp", having received and sent ≥ $1,000 and < $5,000');
    expect(
      sentence({ rule_condition_type: 21, risk_types: 3, entity_types: ['Darknet'], hop_limit: 2 }),
    ).toBe('The object itself is attributed to Darknet');
  });

  it('reads exposure conditions in the product words', () => {
    expect(
      sentence({ rule_condition_type: 21, ...sanctions, taint_percent_threshold: 5, hop_limit: 3 }),
    ).toBe('Received from Sanctions ≥ $1,000 and ≥ 5% taint, up to 3 hops');
    expect(sentence({ rule_condition_type: 1, ...sanctions, taint_percent_threshold: 5 })).toBe(
      'Received from Sanctions (direct) ≥ $1,000 and ≥ 5% taint',
    );
    expect(
      sentence({
        rule_condition_type: 18,
        ...sanctions,
        risk_types: 2,
        entity_types: ['Darknet', 'Coin Mixer'],
        upper_threshold_amount_usd: 50_000.5,
        taint_percent_threshold: 2.5,
        taint_percent_upper_threshold: 50,
        hop_limit: 1,
      }),
    ).toBe(
      'Sent to Darknet or Coin Mixer (indirect) ≥ $1,000 and < $50,000.50 and between 2.5% and 50% taint, up to 1 hop',
    );
  });

  it('drops unset optional phrases (upper 0 means none)', () => {
    expect(
      sentence({
        rule_condition_type: 1,
        ...sanctions,
        risk_types: [1, 2],
        upper_threshold_amount_usd: 0,
        taint_percent_upper_threshold: 0,
      }),
    ).toBe('Received from or sent to Sanctions (direct) ≥ $1,000');
  });

  it('drops the upper transaction count phrase when unset', () => {
    const base = {
      rule_condition_type: 15,
      risk_types: 1,
      transaction_count_threshold: 10,
      analysis_window: 7,
    } as const;
    expect(sentence(base)).toBe('≥ 10 received transactions within 7 days');
    expect(sentence({ ...base, transaction_count_upper_threshold: 20 })).toBe(
      '≥ 10 and ≤ 20 received transactions within 7 days',
    );
    expect(sentence({ ...base, transaction_count_upper_threshold: 0 })).toBe(
      '≥ 10 received transactions within 7 days',
    );
  });

  it('names subtypes, entity names, sentiments and custom tags', () => {
    expect(
      sentence({ rule_condition_type: 2, risk_types: 1, entity_subtypes: [1301], threshold_amount_usd: 1 }),
    ).toBe('Received from OFAC SDN (direct) ≥ $1');
    expect(
      sentence({
        rule_condition_type: 20,
        risk_types: 2,
        entity_names: ['Garantex', 'Hydra'],
        threshold_amount_usd: 10,
      }),
    ).toBe('Sent to "Garantex" or "Hydra" (indirect) ≥ $10');
    expect(
      sentence({ rule_condition_type: 5, risk_types: 1, sentiments: [-1, 2], threshold_amount_usd: 10 }),
    ).toBe('Received from Negative or Mixed counterparties ≥ $10');
    expect(
      sentence(
        { rule_condition_type: 6, risk_types: 1, custom_tag: 4, threshold_amount_usd: 10 },
        'Watchlist',
      ),
    ).toBe('Received from addresses tagged Watchlist ≥ $10');
  });

  it.each<[RuleConditionInput, string]>([
    [
      {
        rule_condition_type: 4,
        risk_types: 1,
        entity_types: ['Darknet'],
        transaction_amount_threshold: 10_000,
      },
      'Single transfer received from Darknet ≥ $10,000',
    ],
    [
      { rule_condition_type: 7, risk_types: 2, analysis_window: 7, multiplier_threshold: 3 },
      'Sent volume in the last 7 days ≥ 3 × the average of earlier 7-day windows',
    ],
    [
      { rule_condition_type: 8, transit_window: 30, payment_amount_percent: 90 },
      'Sends on ≥ 90% of a received amount within 30 minutes',
    ],
    [
      { rule_condition_type: 9, risk_types: 1, counterparty_threshold: 50, analysis_window: 1 },
      'Received from ≥ 50 counterparties within 1 day',
    ],
    [
      { rule_condition_type: 10, risk_types: 2, dormancy_window: 180, inactivity_types: [1, 2] },
      'Sent a transaction after ≥ 180 days with no received or sent transactions',
    ],
    [
      { rule_condition_type: 11, risk_types: [1, 2], transaction_amount_threshold: 10_000 },
      'Received or sent transaction ≥ $10,000',
    ],
    [{ rule_condition_type: 12, risk_types: 1, address_age: 30 }, 'Received from an address ≤ 30 days old'],
    [{ rule_condition_type: 13, risk_types: 2, threshold_amount_usd: 50 }, 'Sent transaction with fee ≥ $50'],
    [
      {
        rule_condition_type: 14,
        risk_types: 1,
        lower_bound: 9000,
        upper_bound: 10_000,
        transaction_count_threshold: 5,
      },
      '≥ 5 received transactions between $9,000 and $10,000',
    ],
    [
      {
        rule_condition_type: 16,
        risk_types: 1,
        threshold_amount_usd: 100_000,
        upper_threshold_amount_usd: 500_000,
        analysis_window: 30,
      },
      'Received total ≥ $100,000 and < $500,000 within 30 days',
    ],
    [
      {
        rule_condition_type: 17,
        risk_types: 1,
        transaction_amount_threshold: 10_000,
        transaction_count_threshold: 3,
        analysis_window: 7,
      },
      '≥ 3 received transactions of ≥ $10,000 within 7 days',
    ],
    [
      { rule_condition_type: 19, risk_types: 1, entity_subtypes: [401], threshold_amount_usd: 500 },
      'Received from Darknet Market (indirect) ≥ $500',
    ],
    [
      { rule_condition_type: 22, entity_types: ['Exchange'], threshold_amount_usd: 10_000 },
      'Received from Exchange ≥ $10,000 in a calendar month',
    ],
    [
      { rule_condition_type: 24, entity_types: ['Exchange'], threshold_amount_usd: 10_000 },
      'Received from or sent to Exchange ≥ $10,000 in a calendar month',
    ],
    [{ rule_condition_type: 25, custom_tag: 3 }, 'Address is on the blacklist'],
    [{ rule_condition_type: 26, custom_tag: 3 }, 'Address is on the custom list #3'],
    [{ rule_condition_type: 27, address_age: 30 }, 'Address first seen ≤ 30 days ago'],
    [
      {
        rule_condition_type: 28,
        risk_types: 1,
        counterparty_threshold: 5,
        threshold_amount_usd: 1000,
        analysis_window: 7,
      },
      'Received from ≥ 5 counterparties of ≥ $1,000 each within 7 days',
    ],
  ])('%j reads "%s"', (raw, expected) => {
    expect(sentence(raw)).toBe(expected);
  });

  it('says "1 counterparty" and "1 transaction", not "1 counterparties"', () => {
    expect(
      sentence({ rule_condition_type: 9, risk_types: 1, counterparty_threshold: 1, analysis_window: 7 }),
    ).toBe('Received from ≥ 1 counterparty within 7 days');
    expect(
      sentence({
        rule_condition_type: 28,
        risk_types: 2,
        counterparty_threshold: 1,
        threshold_amount_usd: 1000,
        analysis_window: 7,
      }),
    ).toBe('Sent to ≥ 1 counterparty of ≥ $1,000 each within 7 days');
    expect(
      sentence({
        rule_condition_type: 15,
        risk_types: [1, 2],
        transaction_count_threshold: 1,
        analysis_window: 1,
      }),
    ).toBe('≥ 1 received or sent transaction within 1 day');
    expect(
      sentence({
        rule_condition_type: 14,
        risk_types: 1,
        lower_bound: 0,
        upper_bound: 10,
        transaction_count_threshold: 1,
      }),
    ).toBe('≥ 1 received transaction between $0 and $10');
    expect(
      sentence({
        rule_condition_type: 17,
        risk_types: 2,
        transaction_amount_threshold: 500,
        transaction_count_threshold: 1,
        analysis_window: 2,
      }),
    ).toBe('≥ 1 sent transaction of ≥ $500 within 2 days');
  });

  it('names the window length of anomaly detection as an adjective ("earlier 0.5-day windows")', () => {
    expect(
      sentence({ rule_condition_type: 7, risk_types: 1, analysis_window: 0.5, multiplier_threshold: 2 }),
    ).toBe('Received volume in the last 0.5 days ≥ 2 × the average of earlier 0.5-day windows');
  });

  it('does not repeat the blacklist name, and names a custom list by its name', () => {
    expect(sentence({ rule_condition_type: 25, custom_tag: 3 }, 'Blacklist')).toBe(
      'Address is on the blacklist',
    );
    expect(sentence({ rule_condition_type: 26, custom_tag: 4 }, 'Known fraudsters')).toBe(
      'Address is on the custom list Known fraudsters',
    );
  });
});
