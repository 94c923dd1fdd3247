import { notifications } from '@mantine/notifications';
import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf } from '../../test/stub-server.ts';
import { RuleAnalytics, RuleHistoryPanel } from './index.ts';
import { profileAs, RULE, RULE_HISTORY, renderAt, stubServer } from './test-utils.tsx';

const PROFILE = endpointPath(endpoints.profile.me);
const RULE_IDS = { id: 12, ruleId: RULE.uuid };

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const renderPanel = (onRestored = () => {}) =>
  renderAt(<RuleHistoryPanel policyId="12" ruleId={RULE.uuid} onRestored={onRestored} />, '/rule', '/rule');

describe('rule audit trail', () => {
  it('restores an earlier version after confirmation and says existing alerts are left as they are', async () => {
    const onRestored = vi.fn();
    const { calls } = stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [routeOf(endpoints.rules.history, RULE_IDS)]: () => ({ status: 200, body: RULE_HISTORY }),
      [routeOf(endpoints.rules.revert, RULE_IDS)]: () => ({ status: 200, body: { ...RULE, version: 3 } }),
    });
    renderPanel(onRestored);
    const entries = await screen.findAllByTestId('audit-entry');
    // The newest entry is the rule as it is: only the earlier version offers Restore.
    expect(within(entries[0] as HTMLElement).queryByRole('button', { name: 'Restore' })).toBeNull();
    fireEvent.click(within(entries[1] as HTMLElement).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Restore version 1?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Rule edited successfully')).toBeTruthy();
    expect(screen.getByText('Existing alerts will not be closed or resolved or reopened')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version_id: 7 });
    expect(onRestored).toHaveBeenCalled();
  });

  it("shows the server's refusal of a restore", async () => {
    const refusal = 'Custom Rules feature is not enabled. Please contact support team to subscribe.';
    stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [routeOf(endpoints.rules.history, RULE_IDS)]: () => ({ status: 200, body: RULE_HISTORY }),
      [routeOf(endpoints.rules.revert, RULE_IDS)]: () => ({ status: 403, body: { detail: refusal } }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('Rule edited successfully')).toBeNull();
  });

  it("offers no Restore on a custom list's rule, which follows its list", async () => {
    stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [routeOf(endpoints.rules.history, RULE_IDS)]: () => ({ status: 200, body: RULE_HISTORY }),
    });
    renderAt(<RuleHistoryPanel policyId="12" ruleId={RULE.uuid} isReadOnly />, '/rule', '/rule');
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it("puts Restore in the entry's title row, so its changes are as wide as every other entry's", async () => {
    stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [routeOf(endpoints.rules.history, RULE_IDS)]: () => ({ status: 200, body: RULE_HISTORY }),
    });
    renderPanel();
    const restore = await screen.findByRole('button', { name: 'Restore' });
    const entry = restore.closest('[data-testid="audit-entry"]') as HTMLElement;
    const title = within(entry).getByTestId('audit-entry-title');
    expect(title.contains(restore)).toBe(true);
    // The changes and the author line are not beside the button: they sit below the title row.
    expect(title.contains(within(entry).getByText("Rule 'Direct exposure to darknet markets' created"))).toBe(
      false,
    );
  });

  it('offers a non-admin no Restore', async () => {
    stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(2) }),
      [routeOf(endpoints.rules.history, RULE_IDS)]: () => ({ status: 200, body: RULE_HISTORY }),
    });
    renderPanel();
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});

describe('rule analytics', () => {
  it('shows items created, flagged and the hit rate', async () => {
    stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [routeOf(endpoints.rules.objectsFlagged, RULE_IDS)]: () => ({
        status: 200,
        body: { total_count: 800, flagged_count: 12, hit_rate: 1.5 },
      }),
      [routeOf(endpoints.rules.alertsOverTime, RULE_IDS)]: () => ({
        status: 200,
        body: [{ date: '2025-03-06', count: 2 }],
      }),
    });
    renderAt(<RuleAnalytics policyId={12} ruleId={RULE.uuid} />, '/rule', '/rule');
    expect(await within(await screen.findByTestId('stat-Created')).findByText('800')).toBeTruthy();
    expect(within(screen.getByTestId('stat-Flagged')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('stat-Hit Rate')).getByText('1.50%')).toBeTruthy();
    expect(screen.getByText('Alerts Triggered')).toBeTruthy();
  });
});
