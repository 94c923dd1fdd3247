import { endpoints } from '@riskscreen/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_IN_PLAN_TEXT } from '../../components/print-report/index.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Reply, routeOf, stubServer } from '../../test/stub-server.ts';
import { CaseReport } from './components/case-report.tsx';
import { chooseSections, UNABLE_TO_LOAD_COMMENTS } from './index.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CASE = {
  id: 7,
  case_id: 'CASE-000007',
  name: 'Mixer payouts',
  risk_level: 5,
  status: 1,
  assigned_to: null,
  assigned_to_name: 'Grace Hopper',
  approver_id: null,
  approver_name: null,
  approved_by: null,
  approved_by_name: null,
  approved_at: null,
  closed_at: null,
  open_alerts_count: 3,
  is_auto_created_case: false,
  created_at: '2026-03-01T23:30:00Z',
  updated_at: '2026-03-02T10:00:00Z',
  created_by_name: 'Ada Lovelace',
  addresses_count: 250,
  transactions_count: 0,
  customers_count: 0,
  actions: [],
};

/** The case holds 250 addresses; the list answers pages of at most 100 as the server does. */
const ADDRESS_COUNT = 250;
function addressPage({ url }: { url: URL }): Reply {
  const offset = Number(url.searchParams.get('offset'));
  const limit = Math.min(100, Number(url.searchParams.get('limit')));
  const results = Array.from({ length: Math.max(0, Math.min(limit, ADDRESS_COUNT - offset)) }, (_, i) => ({
    id: offset + i + 1,
    risk_level: 3,
    alerts: 1,
    added_by_name: null,
    added_at: '2026-03-01T12:00:00Z',
    identifier: `bc1qaddress${offset + i + 1}`,
    currency: 1,
    customer_id: null,
    type: null,
    balance: 0,
  }));
  return { status: 200, body: { count: ADDRESS_COUNT, next: null, previous: null, results } };
}

/** The workspace's report branding as the server answers it (the caller's zone: Europe/Paris). */
const BRANDING = {
  organization: 'Acme',
  organization_brand_logo: null,
  organization_brand_report_logo: null,
  workspace: 'demo',
  workspace_name: 'Demo',
  timezone: 'Europe/Paris',
  can_generate_report: true,
  can_access_customers: true,
};

function renderCaseReport(query: string, comments: () => Reply, branding = BRANDING) {
  const stub = stubServer({
    [routeOf(endpoints.reports.branding)]: () => ({ status: 200, body: branding }),
    [routeOf(endpoints.cases.detail, { id: 7 })]: () => ({ status: 200, body: CASE }),
    [routeOf(endpoints.cases.addresses, { id: 7 })]: addressPage,
    [routeOf(endpoints.comments.list, { type: 'case', id: 7 })]: comments,
  });
  // The report reads its case from the route's parameter, as under the route table. (A module mock of
  // react-router would not hold: the web test files share one module graph.)
  renderWithRouter(
    <Routes>
      <Route path="/pdf/case-report/:id" element={<CaseReport />} />
    </Routes>,
    `/pdf/case-report/7?workspace=demo&print=0&${query}`,
  );
  return stub;
}

const titles = () =>
  [...document.querySelectorAll('.rs-print-section > h2')].map((heading) => heading.textContent);

describe('printable case report', () => {
  it('prints the sections `entities` chooses, caps a table at 200 rows and says so', async () => {
    const { calls } = renderCaseReport('entities=caseDetails,addressesList,comments', () => ({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    }));
    const addresses = await screen.findByTestId('print-section-addressesList');
    await waitFor(() => expect(within(addresses).getAllByRole('row')).toHaveLength(201));
    expect(titles()).toEqual(['Case Details', 'Addresses', 'Comments']);
    expect(within(addresses).getByTestId('print-cap-note').textContent).toBe(
      'Tables show at most 200 rows. Showing the first 200 of 250.',
    );
    // 200 rows read in pages of 100, never the 50 beyond the cap; the unchosen lists are not read at all.
    const pages = calls.filter((c) => c.path === '/resolutioncenter/api/v4/cases/7/addresses/');
    expect(pages.map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([
      ['0', '100'],
      ['100', '100'],
    ]);
    expect(calls.some((c) => c.path.endsWith('/transactions/') || c.path.endsWith('/audit-trail/'))).toBe(
      false,
    );
    // Dates in the caller's zone (the branding's Europe/Paris): 23:30 UTC is the next day there.
    expect(screen.getByTestId('print-section-caseDetails').textContent).toContain('Mar 2, 2026 12:30 AM');
    expect(screen.getByTestId('print-comments-unavailable').textContent).toBe(UNABLE_TO_LOAD_COMMENTS);
    expect(screen.getByTestId('print-confidential').textContent).toBe('Private and Confidential');
    expect(screen.getByTestId('print-subject').textContent).toBe('CASE-000007 · Mixer payouts');
    expect(screen.getByTestId('print-organisation').textContent).toBe('Acme');
    await waitFor(() => expect(screen.getByTestId('print-report').dataset.printState).toBe('ready'));
  });

  it("is refused in words when the organisation's plan has no reports, and never opens the print dialog", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderCaseReport('entities=caseDetails', () => ({ status: 200, body: [] }), {
      ...BRANDING,
      can_generate_report: false,
    });
    expect((await screen.findByTestId('print-message')).textContent).toContain(NOT_IN_PLAN_TEXT);
    expect(screen.queryByTestId('print-report')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(print).not.toHaveBeenCalled();
  });

  it("says 'Unable to Load Comments' when the comments fail, and dates in the URL's tz", async () => {
    renderCaseReport('entities=caseDetails,comments&tz=UTC', () => ({
      status: 500,
      body: { detail: 'Internal Error!' },
    }));
    expect((await screen.findByTestId('print-comments-unavailable')).textContent).toBe(
      UNABLE_TO_LOAD_COMMENTS,
    );
    expect(screen.getByTestId('print-section-caseDetails').textContent).toContain('Mar 1, 2026 11:30 PM');
  });

  it('prints the comments there are, newest first as the API lists them', async () => {
    renderCaseReport('entities=comments', () => ({
      status: 200,
      body: {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 1,
            body: '<p>Funds traced to a mixer.</p>',
            commenter: { id: 7, full_name: 'Ada Lovelace', email: 'ada@acme.test' },
            type: 16,
            alert: null,
            alert_item: null,
            context: null,
            comment_files: [],
            created_at: '2026-03-01T12:00:00Z',
          },
        ],
      },
    }));
    expect((await screen.findByTestId('print-comment')).textContent).toContain('Funds traced to a mixer.');
    expect(screen.queryByTestId('print-comments-unavailable')).toBeNull();
    expect(titles()).toEqual(['Comments']);
  });
});

describe('chooseSections', () => {
  it('keeps the report order, and takes every section for none or only unknown keys', () => {
    expect(chooseSections('address', 'comments,addressDetails').sections).toEqual([
      'addressDetails',
      'comments',
    ]);
    expect(chooseSections('case', null).sections).toHaveLength(6);
    expect(chooseSections('case', 'nonsense').sections).toHaveLength(6);
  });

  it("reads the spec's own keys: one alert group, comments named after their object", () => {
    const chosen = chooseSections('customer', 'inProgressAlerts,customerComments');
    expect(chosen.sections).toEqual(['alerts', 'comments']);
    expect(chosen.alertGroups).toEqual(['inProgressAlerts']);
    expect(chooseSections('address', 'alerts,openAlerts').alertGroups).toHaveLength(3);
  });
});
