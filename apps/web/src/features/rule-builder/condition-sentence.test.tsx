import type { RuleTemplateNumber } from '@riskscreen/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConditionSentence, INCOMPLETE_SENTENCE } from './components/condition-sentence.tsx';
import { type ConditionValue, emptyCondition } from './rule-draft.ts';
import { stubCustomTags, withProviders } from './test-render.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderSentence(template: RuleTemplateNumber, values: Record<string, ConditionValue>) {
  const condition = emptyCondition(template);
  withProviders(
    <ConditionSentence condition={{ ...condition, values: { ...condition.values, ...values } }} />,
  );
}

const SENTENCES: { template: RuleTemplateNumber; values: Record<string, ConditionValue>; text: string }[] = [
  {
    template: 21,
    values: {
      risk_types: [1],
      entity_types: ['Sanctions'],
      threshold_amount_usd: '1000',
      taint_percent_threshold: 5,
      hop_limit: 3,
    },
    text: 'Received from Sanctions ≥ $1,000 and ≥ 5% taint, up to 3 hops',
  },
  {
    template: 1,
    values: {
      risk_types: [2],
      entity_types: ['Darknet', 'Scam'],
      threshold_amount_usd: 250.5,
      upper_threshold_amount_usd: 0,
    },
    text: 'Sent to Darknet or Scam (direct) ≥ $250.50',
  },
  {
    template: 2,
    values: {
      risk_types: [1, 2],
      entity_subtypes: [101],
      threshold_amount_usd: 1000,
      taint_percent_threshold: 5,
      taint_percent_upper_threshold: 50,
    },
    text: 'Received from or sent to Centralized Exchange (direct) ≥ $1,000 and between 5% and 50% taint',
  },
  {
    template: 15,
    values: {
      risk_types: [2],
      transaction_count_threshold: 100,
      transaction_count_upper_threshold: '',
      analysis_window: 1,
    },
    text: '≥ 100 sent transactions within 1 day',
  },
  {
    template: 10,
    values: { risk_types: [2], dormancy_window: 180, inactivity_types: [1, 2] },
    text: 'Sent a transaction after ≥ 180 days with no received or sent transactions',
  },
  {
    template: 23,
    values: { entity_types: ['Gambling'], threshold_amount_usd: 5000 },
    text: 'Sent to Gambling ≥ $5,000 in a calendar month',
  },
  { template: 27, values: { address_age: 0.5 }, text: 'Address first seen ≤ 0.5 days ago' },
];

describe('condition sentence preview', () => {
  it.each(SENTENCES)('template $template reads "$text"', ({ template, values, text }) => {
    stubCustomTags();
    renderSentence(template, values);
    expect(screen.getByTestId('condition-sentence').textContent).toBe(text);
  });

  it('names the custom tag of template 6 once the workspace tags are loaded', async () => {
    stubCustomTags();
    renderSentence(6, { risk_types: [1], custom_tag: 7, threshold_amount_usd: 100 });
    await screen.findByText('Received from addresses tagged Known fraudsters ≥ $100');
  });

  it('asks for the missing values until the condition is complete', () => {
    stubCustomTags();
    renderSentence(4, { entity_types: ['Darknet'] });
    expect(screen.getByTestId('condition-sentence').textContent).toBe(INCOMPLETE_SENTENCE);
  });
});
