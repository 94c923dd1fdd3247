import type { RuleConditionField } from '@riskscreen/shared';

/** What each condition field is called in the builder, with its unit, and an optional hint under it. */
export const FIELD_LABELS: Record<RuleConditionField, { label: string; hint?: string }> = {
  risk_types: { label: 'Payment type' },
  inactivity_types: { label: 'Inactive for' },
  entity_types: { label: 'Entity types', hint: 'Up to 2' },
  entity_subtypes: { label: 'Entity subtype' },
  entity_names: { label: 'Entity names', hint: 'Type a name and press Enter' },
  sentiments: { label: 'Counterparty sentiments', hint: 'Up to 2' },
  custom_tag: { label: 'Custom tag' },
  threshold_amount_usd: { label: 'Amount at least (USD)' },
  upper_threshold_amount_usd: { label: 'Amount below (USD)', hint: 'Empty or 0 means no upper limit' },
  taint_percent_threshold: { label: 'Taint at least (%)' },
  taint_percent_upper_threshold: { label: 'Taint at most (%)', hint: 'Empty or 0 means no upper limit' },
  transaction_amount_threshold: { label: 'Transaction amount at least (USD)' },
  analysis_window: { label: 'Analysis window (days)', hint: '0.5 is 12 hours' },
  transit_window: { label: 'Transit window (minutes)' },
  dormancy_window: { label: 'Dormancy window (days)' },
  payment_amount_percent: { label: 'Amount sent on (% of received)' },
  address_age: { label: 'Address age at most (days)' },
  lower_bound: { label: 'Lower bound (USD)' },
  upper_bound: { label: 'Upper bound (USD)' },
  transaction_count_threshold: { label: 'Transaction count at least' },
  transaction_count_upper_threshold: {
    label: 'Transaction count at most',
    hint: 'Empty or 0 means no upper limit',
  },
  multiplier_threshold: { label: 'Volume multiplier' },
  counterparty_threshold: { label: 'Counterparty count at least' },
  hop_limit: { label: 'Hops (up to)', hint: '1 to 10; empty means any' },
};

/** The payment type choice (spec §5): one direction, or both. */
export const DIRECTION_CHOICES = [
  { value: '1', label: 'Received from' },
  { value: '2', label: 'Sent to' },
  { value: 'both', label: 'Received from and sent to' },
];
/** Direct exposure (1–3, 21) outside Transaction policies also asks about the object itself (risk type 3). */
export const SELF_CHOICE = { value: '3', label: 'The object itself' };
/** The amount of a condition on the object itself is optional: what the object received and sent. */
export const SELF_AMOUNT_HINT = 'Optional: what the object itself received and sent';
export const INACTIVITY_CHOICES = [
  { value: '1', label: 'Received' },
  { value: '2', label: 'Sent' },
  { value: 'both', label: 'Received and sent' },
];
