import { type AlertDetail as AlertDetailDto, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertFixture, STAGES } from '../../../test/alert-fixture.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { type Reply, routeOf, stubServer } from '../../../test/stub-server.ts';
import { AlertDetail } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };
const DETAIL = routeOf(endpoints.alertWorkflow.detail, { type: 'address', id: 5, alertId: 11 });
const UPDATE = routeOf(endpoints.alertWorkflow.update, { type: 'address', id: 5, alertId: 11 });

function serve(
  alert: () => AlertDetailDto,
  update: (body: unknown) => Reply = () => ({ status: 200, body: {} }),
) {
  return stubServer({
    [DETAIL]: () => ({ status: 200, body: alert() }),
    [UPDATE]: ({ body }) => update(body),
    [routeOf(endpoints.alerts.workflowStages)]: () => ({ status: 200, body: STAGES }),
    [routeOf(endpoints.alertCycles.list, { alertId: 11 })]: () => ({ status: 200, body: EMPTY_PAGE }),
    [routeOf(endpoints.alertList.membersLite)]: () => ({
      status: 200,
      body: [{ user_id: 8, email: 'grace@acme.test', full_name: 'Grace Hopper' }],
    }),
  });
}

function renderDetail() {
  return renderWithProviders(
    <AlertDetail
      type="address"
      id="5"
      alertId={11}
      identifier="0xabc"
      currency={1}
      timeZone="UTC"
      onBack={() => {}}
    />,
  );
}

async function openStages() {
  // Once the stages are read, the stage is a menu button.
  fireEvent.click(await screen.findByRole('button', { name: /Change status/ }));
  return screen.findAllByTestId('stage-choice');
}

describe('alert detail', () => {
  it('shows the rule name, risk level and the rule in words', async () => {
    serve(() => alertFixture(1));
    renderDetail();
    expect((await screen.findByTestId('alert-rule-name')).textContent).toBe('Direct sanctions exposure');
    expect(screen.getByTestId('risk-tag').textContent).toBe('Critical');
    fireEvent.click(screen.getByRole('tab', { name: 'Rule' }));
    expect(screen.getByTestId('alert-rule-conditions').textContent).toContain('Sanctions');
  });

  it('offers the next stages of the current one only, never an inactive stage', async () => {
    serve(() => alertFixture(1));
    renderDetail();
    const choices = (await openStages()).map((item) => item.textContent);
    expect(choices).toEqual(['In Review', 'Escalated', 'Closed – True Positive', 'Closed – False Positive']);
  });

  it('shows a closed alert greyed and final: no stage is offered', async () => {
    const { calls } = serve(() => alertFixture(4));
    renderDetail();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('workflow-stages/'))).toBe(true));
    const stage = await screen.findByTestId('alert-stage');
    expect(stage.getAttribute('data-final')).toBe('true');
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
    fireEvent.click(stage);
    expect(screen.queryByTestId('stage-choice')).toBeNull();
  });

  it('needs a comment for a change, then sends it with the stage the user saw', async () => {
    const { calls } = serve(
      () => alertFixture(1),
      () => ({ status: 200, body: { ...alertFixture(2), crypto_risk_level: 5 } }),
    );
    renderDetail();
    fireEvent.click((await openStages())[0] as HTMLElement);
    const confirm = await screen.findByTestId('change-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const comment = screen.getByTestId('change-comment');
    fireEvent.change(comment, { target: { value: '   ' } });
    expect(await screen.findByText('Enter a comment')).toBeTruthy();
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(comment, { target: { value: 'Looking into <it>' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText('Alerts Updated Successfully')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      workflow_stage: 2,
      comment: { body: '<p>Looking into &lt;it&gt;</p>' },
      expected_workflow_stage: 1,
    });
  });

  it('tells a change someone else made meanwhile (409) and reads the alert again', async () => {
    let stageNow = 1;
    const { calls } = serve(
      () => alertFixture(stageNow),
      () => {
        stageNow = 3;
        return { status: 409, body: { detail: 'This alert is now Escalated.', code: 'conflict' } };
      },
    );
    renderDetail();
    fireEvent.click((await openStages())[0] as HTMLElement);
    fireEvent.change(await screen.findByTestId('change-comment'), { target: { value: 'Reviewing' } });
    fireEvent.click(screen.getByTestId('change-confirm'));
    expect(await screen.findByText('This alert is now Escalated.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('alert-stage').textContent).toContain('Escalated'));
    expect(calls.filter((call) => call.method === 'GET' && call.path === DETAIL.slice(4)).length).toBe(2);
  });

  it('assigns the alert to a member, with a comment', async () => {
    const { calls } = serve(
      () => alertFixture(1),
      () => ({ status: 200, body: { ...alertFixture(1), crypto_risk_level: 5 } }),
    );
    renderDetail();
    fireEvent.click(await screen.findByTestId('alert-assignee'));
    fireEvent.click(await screen.findByText('Grace Hopper'));
    expect((await screen.findByTestId('change-summary')).textContent).toBe('Assign to Grace Hopper');
    fireEvent.change(screen.getByTestId('change-comment'), { target: { value: 'Yours' } });
    fireEvent.click(screen.getByTestId('change-confirm'));
    expect(await screen.findByText('Alerts Updated Successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      assigned_to: 8,
      expected_workflow_stage: 1,
    });
  });

  it("shows a customer's own alert without an investigation graph: its snapshot is the counterparty summary", async () => {
    const cycle = {
      id: 31,
      opened_at: '2026-01-02T10:00:00.000Z',
      resolved_at: null,
      resolved_by: null,
      duration: null,
      alert_items_count: 1,
      reason: null,
      has_snapshot: true,
      screening_reason: 'Sanctions list refresh 4: label import 9 from ofac.xml',
    };
    const own = alertFixture(1, {
      entity_type: 'customer',
      object_id: 7,
      content_object_fields: {
        identifier: 'CUST-7',
        customer_id: 'CUST-7',
        currency: null,
        deposit_address: null,
        type: null,
      },
    });
    stubServer({
      [routeOf(endpoints.alertWorkflow.detail, { type: 'customer', id: 7, alertId: 11 })]: () => ({
        status: 200,
        body: own,
      }),
      [routeOf(endpoints.alerts.workflowStages)]: () => ({ status: 200, body: STAGES }),
      [routeOf(endpoints.alertCycles.list, { alertId: 11 })]: () => ({
        status: 200,
        body: { ...EMPTY_PAGE, count: 1, results: [cycle] },
      }),
      [routeOf(endpoints.alertCycles.counterpartySummary, { id: 31 })]: () => ({
        status: 200,
        body: { incoming: [], outgoing: [] },
      }),
    });
    renderWithProviders(
      <AlertDetail
        type="customer"
        id="7"
        alertId={11}
        identifier="CUST-7"
        currency={null}
        timeZone="UTC"
        onBack={() => {}}
      />,
    );
    expect((await screen.findByTestId('alert-detail-header')).textContent).toContain('Back to the customer');
    await screen.findByRole('tab', { name: 'Counterparty Summary' });
    expect(screen.queryByRole('tab', { name: 'Investigation Mode' })).toBeNull();
    fireEvent.click(await screen.findByTestId('open-snapshot'));
    const tabs = await screen.findByTestId('snapshot-tabs');
    // The server compares no customer snapshot with now: the summary as it was, alone.
    expect(Array.from(tabs.querySelectorAll('[role="tab"]'), (tab) => tab.textContent)).toEqual([
      'Counterparty Summary',
    ]);
    // Beside the cycle, why the system screened when it did.
    expect((await screen.findByTestId('snapshot-reason')).textContent).toBe(
      'Why: Sanctions list refresh 4: label import 9 from ofac.xml',
    );
  });
});
