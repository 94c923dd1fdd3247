import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCondition, type RuleDraft } from './rule-draft.ts';
import { VALID_PARAMS } from './rule-fixtures.test-data.ts';
import { draftWith, renderRuleForm, stubCustomTags } from './test-render.tsx';

afterEach(() => vi.unstubAllGlobals());
// Forms of 20 conditions are slow to render in jsdom on a busy machine: allow time rather than fail.

const NUMBER = 'Please enter valid value in number';

function fieldWrapper(scope: HTMLElement, label: string | RegExp): HTMLElement {
  const [input] = within(scope).getAllByLabelText(label);
  const wrapper = input?.closest<HTMLElement>('[class*="InputWrapper-root"]');
  if (!wrapper) throw new Error(`No field wrapper for ${label}`);
  return wrapper;
}

/** A rule with `count` copies of one template's condition, each with its own threshold unless `isSame`. */
function ruleWithConditions(count: number, isSame = false): RuleDraft {
  const draft = draftWith(11, VALID_PARAMS[11]);
  const conditions = Array.from({ length: count }, (_, i) => {
    const condition = emptyCondition(11);
    const amount = isSame ? 10_000 : 10_000 + i;
    return { ...condition, values: { ...VALID_PARAMS[11], transaction_amount_threshold: amount } };
  });
  return { ...draft, conditions };
}

describe('rule builder limits', () => {
  it('stops the rule name at 200 characters and names the limit of a longer one', async () => {
    stubCustomTags();
    const { onSave } = renderRuleForm(1, { ...draftWith(1, VALID_PARAMS[1]), rule_name: 'r'.repeat(201) });
    const name = screen.getAllByLabelText(/^Rule Name/)[0] as HTMLInputElement;
    expect(name.maxLength).toBe(200);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Ensure this field has no more than 200 characters.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the number message for windows and multipliers beyond their limits', async () => {
    stubCustomTags();
    const { onSave } = renderRuleForm(7, draftWith(7, { ...VALID_PARAMS[7], analysis_window: 20_000 }));
    const condition = screen.getByRole('region', { name: 'Condition 1' });
    // 309 digits typed: 1e308.
    const multiplier = within(condition).getByLabelText('Volume multiplier');
    fireEvent.change(multiplier, { target: { value: `1${'0'.repeat(308)}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(fieldWrapper(condition, 'Analysis window (days)')).getByText(NUMBER)).toBeTruthy(),
    );
    expect(within(fieldWrapper(condition, 'Volume multiplier')).getByText(NUMBER)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names the amount range of an amount beyond $1 trillion', async () => {
    stubCustomTags();
    const { onSave } = renderRuleForm(
      11,
      draftWith(11, { ...VALID_PARAMS[11], transaction_amount_threshold: 2_000_000_000_000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please enter valid Amount between 0.01 and 1000000000000');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds conditions up to 20, then offers no more and says why', async () => {
    stubCustomTags();
    renderRuleForm(11, ruleWithConditions(19));
    expect(screen.queryByText('A rule can have at most 20 conditions')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Condition' }));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Condition \d+$/ })).toHaveLength(20));
    expect((screen.getByRole('button', { name: 'Add Condition' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('A rule can have at most 20 conditions')).toBeTruthy();
  });

  it('refuses a condition that repeats another, under the repeat', async () => {
    stubCustomTags();
    const { onSave } = renderRuleForm(11, ruleWithConditions(2, true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = screen.getByRole('region', { name: 'Condition 2' });
    await within(second).findByText('This condition is the same as condition 1');
    expect(
      within(screen.getByRole('region', { name: 'Condition 1' })).queryByText(/is the same as/),
    ).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});
