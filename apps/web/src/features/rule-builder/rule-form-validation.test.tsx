import {
  PolicyCategory,
  RULE_TEMPLATE_NUMBERS,
  RULE_TEMPLATES,
  type RuleTemplateNumber,
} from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_CASES, type InvalidCase, VALID_PARAMS } from './rule-fixtures.test-data.ts';
import { draftWith, renderRuleForm, stubCustomTags } from './test-render.tsx';

afterEach(() => vi.unstubAllGlobals());

const GROUPS: { name: string; templates: RuleTemplateNumber[] }[] = [
  { name: 'Source of Funds', templates: templatesOf(PolicyCategory.SourceOfFunds) },
  { name: 'Behaviour', templates: templatesOf(PolicyCategory.Behaviour) },
  { name: 'Source of Funds Advanced', templates: templatesOf(PolicyCategory.SourceOfFundsAdvanced) },
  {
    name: 'custom list system rules',
    templates: RULE_TEMPLATE_NUMBERS.filter((n) => RULE_TEMPLATES[n].isSystem),
  },
];

function templatesOf(category: PolicyCategory): RuleTemplateNumber[] {
  return RULE_TEMPLATE_NUMBERS.filter((n) => RULE_TEMPLATES[n].category === category);
}

/** Fields checked against each other (threshold pairs): a case on one of them depends on the other. */
const PAIRED: Record<string, string> = {
  upper_threshold_amount_usd: 'threshold_amount_usd',
  taint_percent_upper_threshold: 'taint_percent_threshold',
  upper_bound: 'lower_bound',
  transaction_count_upper_threshold: 'transaction_count_threshold',
};

/** Pair checks run only once every field is valid on its own (as on the server), so they batch apart. */
const CROSS_FIELD = /Taint Percent|Amount between|Transaction Count between|Lower bound must/;

/** Packs cases whose fields (pairs counted as one) do not overlap, so they cannot mask each other. */
function batchCases(cases: InvalidCase[]): InvalidCase[][] {
  const batches: { cases: InvalidCase[]; fields: Set<string>; isCross: boolean }[] = [];
  for (const c of cases) {
    const fields = new Set([c.field, ...Object.keys(c.change)].map((f) => PAIRED[f] ?? f));
    const isCross = CROSS_FIELD.test(c.message);
    const batch = batches.find((b) => b.isCross === isCross && [...fields].every((f) => !b.fields.has(f)));
    if (batch) {
      batch.cases.push(c);
      for (const f of fields) batch.fields.add(f);
    } else batches.push({ cases: [c], fields, isCross });
  }
  return batches.map((b) => b.cases);
}

function fieldWrapper(label: string | RegExp): HTMLElement {
  // Pickers label a visible and a hidden input: the first is the field.
  const [input] = screen.getAllByLabelText(label);
  const wrapper = input?.closest<HTMLElement>('[class*="InputWrapper-root"]');
  if (!wrapper) throw new Error(`No field wrapper for ${label}`);
  return wrapper;
}

it('covers every template 1-28 in exactly one group', () => {
  expect(GROUPS.flatMap((g) => g.templates).sort((a, b) => a - b)).toEqual([...RULE_TEMPLATE_NUMBERS]);
});

for (const group of GROUPS) {
  describe(`rule builder, ${group.name} templates`, () => {
    // Invalid inputs on different fields share one rendered form (jsdom renders are slow); each still has to
    // show its own message under its own field.
    const rows = group.templates.flatMap((template) =>
      batchCases(INVALID_CASES[template]).map((cases) => ({
        template,
        cases,
        names: cases.map((c) => `${c.name} → "${c.message}"`).join('; '),
      })),
    );

    it.each(rows)('template $template: $names, and Save is blocked', async ({ template, cases }) => {
      stubCustomTags();
      const change = Object.assign({}, ...cases.map((c) => c.change));
      const { onSave } = renderRuleForm(
        template,
        draftWith(template, { ...VALID_PARAMS[template], ...change }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(
          within(fieldWrapper(cases[0]?.label ?? '')).queryByText(cases[0]?.message ?? ''),
        ).not.toBeNull(),
      );
      for (const c of cases) expect(within(fieldWrapper(c.label)).getByText(c.message)).toBeTruthy();
      expect(onSave).not.toHaveBeenCalled();
    });

    it.each(group.templates.filter((n) => !RULE_TEMPLATES[n].isSystem))(
      'template %i: a complete condition saves and reads as a sentence',
      async (template) => {
        stubCustomTags();
        const { onSave } = renderRuleForm(template, draftWith(template, VALID_PARAMS[template]));
        expect(screen.queryByText('Fill in the condition to read it as a sentence')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
        const saved = onSave.mock.calls[0]?.[0];
        expect(saved?.rule_conditions[0]?.rule_condition_type).toBe(template);
      },
    );
  });
}

describe('rule builder, rule fields', () => {
  it('asks for a rule name and a risk level before saving', async () => {
    stubCustomTags();
    const draft = { ...draftWith(1, VALID_PARAMS[1]), rule_name: '  ', alert_level: null };
    const { onSave } = renderRuleForm(1, draft);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(fieldWrapper(/^Rule Name/)).getByText('Required')).toBeTruthy());
    expect(within(fieldWrapper(/^Risk Level/)).getByText('Required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses to save a new rule without conditions', async () => {
    stubCustomTags();
    const { onSave } = renderRuleForm(1, draftWith(1, VALID_PARAMS[1]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('At least one condition must be added');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the last condition of an edited rule and says why', async () => {
    stubCustomTags();
    renderRuleForm(1, draftWith(1, VALID_PARAMS[1]), { isEdit: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    await screen.findByText('At least one condition must be added');
    expect(screen.getByRole('region', { name: 'Condition 1' })).toBeTruthy();
  });

  it('shows the server field errors under their fields', async () => {
    stubCustomTags();
    renderRuleForm(1, draftWith(1, VALID_PARAMS[1]), {
      serverErrors: {
        rule_name: 'Rule name already used',
        'rule_conditions.0.taint_percent_threshold': 'Please enter valid Taint Percent between 0 and 4',
      },
    });
    expect(within(fieldWrapper(/^Rule Name/)).getByText('Rule name already used')).toBeTruthy();
    expect(
      within(fieldWrapper('Taint at least (%)')).getByText(
        'Please enter valid Taint Percent between 0 and 4',
      ),
    ).toBeTruthy();
  });

  it('checks a typed value as soon as Save was tried', async () => {
    stubCustomTags();
    const { onSave } = renderRuleForm(11, draftWith(11, VALID_PARAMS[11]));
    const amount = screen.getByLabelText('Transaction amount at least (USD)');
    fireEvent.change(amount, { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please enter valid Amount greater than 0.01');
    fireEvent.change(amount, { target: { value: '25000' } });
    await waitFor(() => expect(screen.queryByText('Please enter valid Amount greater than 0.01')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].rule_conditions[0]).toMatchObject({
      transaction_amount_threshold: 25000,
    });
  });
});

describe('rule builder, said while typing', () => {
  it('says an upper amount below the lower one is wrong before Save is tried', async () => {
    stubCustomTags();
    const { onSave } = renderRuleForm(1, draftWith(1, { ...VALID_PARAMS[1], threshold_amount_usd: 5000 }));
    fireEvent.change(screen.getByLabelText('Amount below (USD)'), { target: { value: '100' } });
    expect(
      await within(fieldWrapper('Amount at least (USD)')).findByText(
        'Please enter valid Amount between 0.01 and 100',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('greys the other entity types at two and says why, instead of dropping a third', () => {
    stubCustomTags();
    renderRuleForm(1, draftWith(1, { ...VALID_PARAMS[1], entity_types: ['Sanctions', 'Darknet'] }));
    expect(
      within(fieldWrapper('Entity types')).getByText('2 of 2 chosen: remove one to choose another'),
    ).toBeTruthy();
  });
});
