import { describe, expect, it } from 'vitest';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { pdfText } from '../../reporting/reports/pdf-text.test-support.ts';
import { caseFixtureWithApproval, setMandatoryApproval } from './cases.fixture.ts';

/**
 * A closed case keeps who approved it and when (page, API, PDF), and its report says its alerts are still open:
 * closing a case leaves them as they are. admin@ is the approver, agent@ the agent; approval is mandatory.
 */
const ctx = useTestApp();
const fx = seededBeforeAll(() => caseFixtureWithApproval(ctx));

const BASE = '/resolutioncenter/api/v4/cases/';
const comment = { body: 'Reviewed.' };
const put = (who: 'admin' | 'agent', id: number, payload: object) =>
  ctx.call(who, { method: 'PUT', url: `${BASE}${id}/?workspace=alpha`, payload });
const detailOf = async (id: number) =>
  (await ctx.call('agent', { method: 'GET', url: `${BASE}${id}/?workspace=alpha` })).json();
const reportOf = async (id: number) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `${BASE}${id}/report/?workspace=alpha&entities=caseDetails`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};

describe('a closed case', () => {
  it('keeps its approver and the time of approval, and its report prints them', async () => {
    const address = await fx.screenAddress();
    const id = await fx.createCase({ name: 'Approved one', addresses: [address.id] });
    await fx.newAlert(address.id, address.identifier);
    expect((await put('agent', id, { status: 2, comment })).json().status).toBe(4);
    const before = Date.now();
    const accepted = await put('admin', id, { status: 2, comment });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      status: 2,
      approver_id: null,
      approved_by: fx.userIds.admin,
      approved_by_name: expect.any(String),
      open_alerts_count: 1,
    });
    expect(Date.parse(detail.approved_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(detail.closed_at)).toBeGreaterThanOrEqual(before - 1000);
    const printed = await reportOf(id);
    expect(printed).toContain(`Approved By ${detail.approved_by_name},`);
    expect(printed).not.toMatch(/Approver\s+—/);
    // Closing left the entity's alert open: the report says so rather than a bare "Open Alerts 1".
    expect(printed).toMatch(
      /Open Alerts\s+1 still open \(closing a case leaves the alerts of its entities as they are\)/,
    );
  });

  it('forgets the approval when reopened, and one closed without approval has none', async () => {
    const id = await fx.createCase({ name: 'Reopened' });
    await put('agent', id, { status: 2, comment });
    await put('admin', id, { status: 2, comment });
    expect((await put('agent', id, { status: 1, comment })).statusCode).toBe(200);
    expect(await detailOf(id)).toMatchObject({
      status: 1,
      approved_by: null,
      approved_at: null,
      closed_at: null,
    });
    // An approver closing directly where approval is mandatory approves it themself.
    const direct = await fx.createCase({ name: 'Direct' });
    await put('admin', direct, { status: 2, comment });
    expect((await detailOf(direct)).approved_by).toBe(fx.userIds.admin);
    const off = await setMandatoryApproval(ctx, false);
    expect(off.statusCode).toBe(200);
    const plain = await fx.createCase({ name: 'Plain close' });
    await put('agent', plain, { status: 2, comment });
    const closed = await detailOf(plain);
    expect(closed).toMatchObject({ status: 2, approved_by: null, approver_id: null });
    const printed = await reportOf(plain);
    expect(printed).not.toContain('Approved By');
    expect(printed).not.toContain('Approver');
  });
});
