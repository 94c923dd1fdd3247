import { endpoints, type ReportModel } from '@riskscreen/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_IN_PLAN_TEXT } from '../../components/print-report/index.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Call, type Reply, routeOf, type StubRequest, stubServer } from '../../test/stub-server.ts';
import CaseReportRoute from './case-report-route.tsx';
import { chooseSections } from './index.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The case's sections as the server assembles them: 250 addresses, the table stopping at 200 and saying so. */
const SECTIONS: ReportModel['sections'] = [
  {
    key: 'caseDetails',
    title: 'Case Details',
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: 'Case ID', value: 'CASE-000007' },
          { label: 'Created', value: '02 Mar 2026, 00:30' },
        ],
      },
    ],
  },
  {
    key: 'addressesList',
    title: 'Addresses',
    blocks: [
      {
        kind: 'table',
        columns: ['Address', 'Chain', 'Risk Level', 'Open Alerts', 'Added On'],
        widths: ['*', 40, 55, 50, 80],
        rows: Array.from({ length: 200 }, (_, i) => [`bc1qaddress${i + 1}`, 'BTC', 'Medium', '1', '—']),
        empty: 'No addresses in this case.',
        note: 'Showing 200 of 250 rows: a report table holds a maximum of 200 rows.',
      },
    ],
  },
  {
    key: 'comments',
    title: 'Comments',
    blocks: [
      {
        kind: 'comments',
        columns: ['Date', 'By', 'Comment'],
        comments: [],
        empty: 'Unable to Load Comments',
        note: null,
      },
    ],
  },
];

/** The case report model of the sections the call names, as the server answers it. */
function caseModel({ url }: StubRequest, comments: ReportModel['sections'][number]['blocks'] = []): Reply {
  const keys = (url.searchParams.get('entities') ?? '').split(',');
  const sections = SECTIONS.filter((s) => keys.includes(s.key)).map((s) =>
    s.key === 'comments' && comments.length > 0 ? { ...s, blocks: comments } : s,
  );
  const body: ReportModel = {
    kind: 'case',
    title: 'Case Report',
    subject: 'CASE-000007 · Mixer payouts',
    time_zone: url.searchParams.get('tz') ?? 'Europe/Paris',
    sections,
  };
  return { status: 200, body };
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

function renderCaseReport(query: string, model = caseModel, branding = BRANDING) {
  const stub = stubServer({
    [routeOf(endpoints.reports.branding)]: () => ({ status: 200, body: branding }),
    [routeOf(endpoints.reports.caseModel, { id: 7 })]: (request) => model(request),
  });
  // The report reads its case from the route's parameter, as under the route table. (A module mock of
  // react-router would not hold: the web test files share one module graph.)
  renderWithRouter(
    <Routes>
      <Route path="/pdf/case-report/:id" element={<CaseReportRoute />} />
    </Routes>,
    `/pdf/case-report/7?workspace=demo&print=0&${query}`,
  );
  return stub;
}

const titles = () =>
  [...document.querySelectorAll('.rs-print-section > h2')].map((heading) => heading.textContent);
const modelCalls = (calls: Call[]) =>
  calls.filter((c) => c.path === '/resolutioncenter/api/v4/cases/7/report-model/');

describe('printable case report', () => {
  it('prints the sections `entities` chooses from the one report model, a table with its cap note', async () => {
    const { calls } = renderCaseReport('entities=caseDetails,addressesList,comments');
    const addresses = await screen.findByTestId('print-section-addressesList');
    expect(within(addresses).getAllByRole('row')).toHaveLength(201);
    expect(titles()).toEqual(['Case Details', 'Addresses', 'Comments']);
    expect(within(addresses).getByTestId('print-cap-note').textContent).toBe(
      'Showing 200 of 250 rows: a report table holds a maximum of 200 rows.',
    );
    // One call answers the whole report, the chosen sections named; the page reads none of the case's lists.
    const model = modelCalls(calls);
    expect(model).toHaveLength(1);
    expect(model[0]?.query.get('entities')).toBe('caseDetails,addressesList,comments');
    expect(calls.some((c) => c.path.endsWith('/addresses/') || c.path.endsWith('/audit-trail/'))).toBe(false);
    // The server wrote the dates in the caller's zone; the page prints them as written.
    expect(screen.getByTestId('print-section-caseDetails').textContent).toContain(
      'Created02 Mar 2026, 00:30',
    );
    expect(screen.getByTestId('print-comments-unavailable').textContent).toBe('Unable to Load Comments');
    expect(screen.getByTestId('print-confidential').textContent).toBe('Private and Confidential');
    expect(screen.getByTestId('print-subject').textContent).toBe('CASE-000007 · Mixer payouts');
    expect(screen.getByTestId('print-organisation').textContent).toBe('Acme');
    await waitFor(() => expect(screen.getByTestId('print-report').dataset.printState).toBe('ready'));
  });

  it("is refused in words when the organisation's plan has no reports, and never opens the print dialog", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { calls } = renderCaseReport('entities=caseDetails', caseModel, {
      ...BRANDING,
      can_generate_report: false,
    });
    expect((await screen.findByTestId('print-message')).textContent).toContain(NOT_IN_PLAN_TEXT);
    expect(screen.queryByTestId('print-report')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(print).not.toHaveBeenCalled();
    expect(modelCalls(calls)).toHaveLength(0);
  });

  it("asks for the dates in the URL's tz, else leaves the zone to the caller's profile", async () => {
    const { calls } = renderCaseReport('entities=caseDetails&tz=UTC');
    await screen.findByTestId('print-section-caseDetails');
    expect(modelCalls(calls)[0]?.query.get('tz')).toBe('UTC');
    const other = renderCaseReport('entities=caseDetails');
    await waitFor(() => expect(modelCalls(other.calls)).toHaveLength(1));
    expect(modelCalls(other.calls)[0]?.query.has('tz')).toBe(false);
  });

  it('prints the comments there are, newest first as the model lists them', async () => {
    renderCaseReport('entities=comments', (request) =>
      caseModel(request, [
        {
          kind: 'comments',
          columns: ['Date', 'By', 'Comment'],
          comments: [{ date: '01 Mar 2026, 13:00', by: 'Ada Lovelace', text: 'Funds traced to a mixer.' }],
          empty: 'Unable to Load Comments',
          note: '1 row (a report table holds a maximum of 200 rows).',
        },
      ]),
    );
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
