import { writeFileSync } from 'node:fs';
import { COMMENT_TYPES, REPORT_SECTIONS } from '@riskscreen/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { withPlanFlags } from '../../../test-support/plan-flags.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { findDemoTransaction } from '../../investigation/transactions/transactions.test-support.ts';
import { pdfText, squeeze } from './pdf-text.test-support.ts';

/**
 * The printable reports against the real database and the demo chain: each kind fetched as a PDF and read back;
 * its figures are the API's (identifier, risk level, alert names, counts); sections follow `entities`; a table
 * stops at its cap and says so; no comments print 'Unable to Load Comments'; another workspace's object is 404.
 */
let addressId: number;
let addressIdentifier: string;
let quietAddressId: number;
let transactionId: number;
let customerId: number;
let caseId: number;

const get = (url: string, user: FixtureUser = 'agent', workspace = 'alpha') =>
  ctx.call(user, { method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}workspace=${workspace}` });
const post = async (url: string, payload: object) => {
  const res = await ctx.call('agent', { method: 'POST', url: `${url}?workspace=alpha`, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number };
};
const report = async (path: string, entities?: string) => {
  const res = await get(`${path}report/${entities === undefined ? '' : `?entities=${entities}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const text = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  if (process.env.REPORT_DUMP_DIR) {
    const name = String(res.headers['content-disposition']).match(/filename="([^"]+)"/)?.[1] ?? 'report.pdf';
    writeFileSync(`${process.env.REPORT_DUMP_DIR}/${Date.now()}-${name}`, res.rawPayload);
  }
  return pdfText(res.rawPayload);
};
const ADDRESS = () => `/risk/api/v4/addresses/${addressId}/`;

const ctx = useTestApp({}, { demoWorld: true });
beforeAll(async () => {
  const risky = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');
  addressIdentifier = risky.address;
  addressId = (
    await post('/risk/api/v4/addresses/', { identifier: risky.address, currency: risky.blockchain })
  ).id;
  const quiet = demoObject(DEFAULT_DEMO_SEED, 'eth.company');
  quietAddressId = (
    await post('/risk/api/v4/addresses/', { identifier: quiet.address, currency: quiet.blockchain })
  ).id;
  const hash = await findDemoTransaction(ctx.db, risky.blockchain, { to: risky.address });
  transactionId = (await post('/risk/api/v4/transactions/', { identifier: hash, currency: risky.blockchain }))
    .id;
  const customer = demoObject(DEFAULT_DEMO_SEED, 'eth.sanctioned-counterparty');
  await post('/risk/api/v4/addresses/', {
    identifier: customer.address,
    currency: customer.blockchain,
    customer_id: 'CUST-REPORT-1',
    type: 1,
  });
  const lookup = await get('/risk/api/v4/customers/lookup/?customer_id=CUST-REPORT-1');
  expect(lookup.statusCode, lookup.body).toBe(200);
  customerId = (lookup.json() as { id: number }).id;
  caseId = (
    await post('/resolutioncenter/api/v4/cases/', {
      name: 'Report case',
      addresses: [addressId],
      transactions: [transactionId],
      customers: [customerId],
    })
  ).id;
  // 505 comments on the address: its comments table stops at the newest 500 (spec part 3 §5).
  const workspace = await workspaceId(ctx.db, 'alpha');
  await ctx.db
    .insertInto('comments')
    .values(
      Array.from({ length: 505 }, (_, i) => ({
        workspace_id: workspace,
        object_type: 'address',
        object_id: addressId,
        author_id: null,
        type: COMMENT_TYPES.userCommentCreated,
        body: `<p>Report note ${i + 1}</p>`,
      })),
    )
    .execute();
}, 240_000);

describe('address report', () => {
  it('answers a PDF named with the identifier and the date', async () => {
    const res = await report(ADDRESS());
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="address-report-${addressIdentifier}-${day}.pdf"`,
    );
  });

  it('prints the figures of the API: identifier, risk level, alerts, rules', async () => {
    const detail = (await get(`${ADDRESS()}?get_extra_data=true`)).json() as {
      identifier: string;
      risk_level: number;
      currency_verbose: string;
    };
    const alerts = (await get(`/resolutioncenter/api/v4/address/${addressId}/alerts/?limit=100`)).json() as {
      count: number;
      results: { alert_body: string; workflow_stage: { category: number } }[];
    };
    expect(alerts.count).toBeGreaterThan(0);
    const printed = await text(await report(ADDRESS()));
    const flat = squeeze(printed);
    expect(flat).toContain(squeeze(detail.identifier));
    expect(printed).toContain('Private and Confidential');
    expect(printed).toContain('Acme');
    expect(printed).toMatch(/Page 1 of \d+/);
    expect(printed).toContain(detail.currency_verbose);
    expect(printed).toContain(['None', 'Info', 'Caution', 'Medium', 'High', 'Critical'][detail.risk_level]);
    for (const alert of alerts.results) expect(flat).toContain(squeeze(alert.alert_body));
    const open = alerts.results.filter((a) => a.workflow_stage.category === 0).length;
    expect(printed).toContain(`Open Alerts (${open})`);
    for (const section of REPORT_SECTIONS.address) expect(printed).toContain(section.label);
    expect(printed).toContain('Incoming Exposure');
  });

  it('prints No data, not No Risk, for an address the chain data here does not hold (decision 0046)', async () => {
    const unknown = await post('/risk/api/v4/addresses/', {
      identifier: '0x52908400098527886e0f7030069857d2e4169ee7',
      currency: 1,
    });
    const printed = squeeze(
      await text(await report(`/risk/api/v4/addresses/${unknown.id}/`, 'addressDetails')),
    );
    expect(printed).toContain(squeeze('Risk Level No data'));
    expect(printed).toContain(
      squeeze("Not found on chain: this installation's Ethereum data does not hold it."),
    );
    expect(printed).toContain(squeeze('Balance No data'));
    expect(printed).not.toContain(squeeze('No Risk'));
  });

  it('lists the rules that apply in Appendix A, the fired ones first', async () => {
    const rules = (
      await get('/risk/api/v4/classifiers/?policy_type=1&is_enabled=true&policy_enabled=true&limit=200')
    ).json() as { count: number; results: { rule_name: string }[] };
    expect(rules.count).toBeGreaterThan(0);
    const alerts = (await get(`/resolutioncenter/api/v4/address/${addressId}/alerts/?limit=100`)).json() as {
      results: { alert_body: string }[];
    };
    const printed = await text(await report(ADDRESS(), 'rulesAppendix'));
    const flat = squeeze(printed);
    for (const rule of rules.results) expect(flat).toContain(squeeze(rule.rule_name));
    expect(printed).not.toContain('Address Details');
    // The fired rules lead the table.
    const firstRule = flat.indexOf('Conditions') + 'Conditions'.length;
    const fired = alerts.results.map((a) => squeeze(a.alert_body));
    expect(fired.some((name) => flat.startsWith(name, firstRule))).toBe(true);
  });

  it('stops the comments at the newest 500 and says so', async () => {
    const printed = await text(await report(ADDRESS(), 'comments'));
    expect(printed).toContain('Report note 505');
    expect(printed).toContain('Report note 6');
    expect(printed).not.toMatch(/Report note 5\b/);
    expect(printed).toContain('Showing 500 of 505 rows');
    expect(printed).toContain('maximum of 500 rows');
  });

  it('prints only the sections chosen', async () => {
    const printed = await text(await report(ADDRESS(), 'addressDetails,alerts'));
    expect(printed).toContain('Address Details');
    expect(printed).toContain('Open Alerts');
    for (const absent of [
      'Flow Analysis',
      'Counterparty Summary',
      'Token Summary',
      'Appendix A',
      'Comments',
    ]) {
      expect(printed).not.toContain(absent);
    }
  });

  it("prints 'Unable to Load Comments' when there are none", async () => {
    const printed = await text(await report(`/risk/api/v4/addresses/${quietAddressId}/`, 'comments'));
    expect(printed).toContain('Unable to Load Comments');
  });

  it("prints dates in the caller's time zone, and the report logo", async () => {
    const logo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const agent = await ctx.db
      .selectFrom('users')
      .select('timezone')
      .where('email', '=', 'agent@acme.test')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('users')
      .set({ timezone: 'Asia/Tokyo' })
      .where('email', '=', 'agent@acme.test')
      .execute();
    await ctx.db.updateTable('organizations').set({ report_logo: logo }).where('slug', '=', 'acme').execute();
    try {
      const detail = (await get(ADDRESS())).json() as { created_at: string };
      const res = await report(ADDRESS(), 'addressDetails');
      const printed = await text(res);
      expect(printed).toContain('(Asia/Tokyo)');
      const tokyo = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Tokyo',
        year: 'numeric',
        month: 'short',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(detail.created_at));
      expect(printed).toContain(tokyo);
      expect(res.rawPayload.includes('/Subtype /Image')).toBe(true);
    } finally {
      await ctx.db
        .updateTable('users')
        .set({ timezone: agent.timezone })
        .where('email', '=', 'agent@acme.test')
        .execute();
      await ctx.db
        .updateTable('organizations')
        .set({ report_logo: null })
        .where('slug', '=', 'acme')
        .execute();
    }
    // Without the logo no image is embedded.
    expect((await report(ADDRESS(), 'addressDetails')).rawPayload.includes('/Subtype /Image')).toBe(false);
  });

  it('refuses an unknown section, naming the allowed ones', async () => {
    const res = await get(`${ADDRESS()}report/?entities=addressDetails,secrets`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Unknown report section: secrets');
    expect(res.body).toContain(REPORT_SECTIONS.address.map((s) => s.key).join(', '));
  });

  it('answers 404 for another workspace or a missing object', async () => {
    expect((await get(`${ADDRESS()}report/`, 'outsider', 'beta')).statusCode).toBe(404);
    expect((await get(`${ADDRESS()}report/`, 'agent', 'beta')).statusCode).toBe(404);
    expect((await get('/risk/api/v4/addresses/999999/report/')).statusCode).toBe(404);
    expect((await get('/resolutioncenter/api/v4/cases/999999/report/')).statusCode).toBe(404);
  });

  it('answers 403 when the plan does not include reports', async () => {
    await withPlanFlags(ctx.db, 'acme', { can_generate_report: false }, async () => {
      expect((await get(`${ADDRESS()}report/`)).statusCode).toBe(403);
    });
  });
});

describe("the printable pages' branding", () => {
  it('answers a token and an API key of the workspace alike, and nobody outside it', async () => {
    await ctx.db
      .updateTable('organizations')
      .set({ report_logo: 'data:image/png;base64,AAAA' })
      .where('slug', '=', 'acme')
      .execute();
    try {
      const byToken = await get('/risk/api/v4/reports/branding/', 'agent');
      expect(byToken.statusCode, byToken.body).toBe(200);
      const organisation = await ctx.db
        .selectFrom('organizations')
        .select('name')
        .where('slug', '=', 'acme')
        .executeTakeFirstOrThrow();
      expect(byToken.json()).toMatchObject({
        organization: organisation.name,
        organization_brand_report_logo: 'data:image/png;base64,AAAA',
        workspace: 'alpha',
        can_generate_report: true,
      });
      // The profile refuses API keys; the branding does not.
      const created = await ctx.call('admin', {
        method: 'POST',
        url: '/profile/api/v1/keys/?workspace=alpha',
        payload: { password: TEST_PASSWORD },
      });
      expect(created.statusCode, created.body).toBe(201);
      const headers = { 'x-api-key': created.json().key as string };
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/profile/api/v1/team-members/me/?workspace=alpha',
        headers,
      });
      expect(profile.statusCode).toBe(403);
      const byKey = await ctx.app.inject({
        method: 'GET',
        url: '/risk/api/v4/reports/branding/?workspace=alpha',
        headers,
      });
      expect(byKey.statusCode, byKey.body).toBe(200);
      expect(byKey.json()).toMatchObject({ organization: organisation.name, workspace: 'alpha' });
      expect((await get('/risk/api/v4/reports/branding/', 'outsider', 'alpha')).statusCode).toBe(404);
      expect((await get('/risk/api/v4/reports/branding/', 'agent', 'beta')).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/risk/api/v4/reports/branding/?workspace=alpha' }))
          .statusCode,
      ).toBe(401);
    } finally {
      await ctx.db
        .updateTable('organizations')
        .set({ report_logo: null })
        .where('slug', '=', 'acme')
        .execute();
    }
  });
});

describe('transaction, customer and case reports', () => {
  it('prints the transaction with its details, inputs and alerts', async () => {
    const detail = (await get(`/risk/api/v4/transactions/${transactionId}/`)).json() as {
      identifier: string;
    };
    const alerts = (
      await get(`/resolutioncenter/api/v4/transaction/${transactionId}/alerts/?limit=100`)
    ).json() as {
      results: { alert_body: string }[];
    };
    const res = await report(`/risk/api/v4/transactions/${transactionId}/`);
    expect(res.headers['content-disposition']).toContain(`transaction-report-${detail.identifier}-`);
    const printed = await text(res);
    expect(squeeze(printed)).toContain(squeeze(detail.identifier));
    for (const section of REPORT_SECTIONS.transaction) expect(printed).toContain(section.label);
    for (const alert of alerts.results) expect(squeeze(printed)).toContain(squeeze(alert.alert_body));
    expect(printed).toContain('Unable to Load Comments');
  });

  it('prints the customer with its figures and addresses', async () => {
    const detail = (await get(`/risk/api/v4/customers/${customerId}/`)).json() as {
      customer_id: string;
      deposit_addresses_count: number;
      open_alerts_count: number;
    };
    const printed = await text(await report(`/risk/api/v4/customers/${customerId}/`));
    expect(printed).toContain(detail.customer_id);
    for (const section of REPORT_SECTIONS.customer) expect(printed).toContain(section.label);
    expect(printed).toMatch(new RegExp(`Deposit Addresses\\s+${detail.deposit_addresses_count}`));
    expect(printed).toMatch(new RegExp(`Open Alerts\\s+${detail.open_alerts_count}`));
    const onlyDeposits = await text(await report(`/risk/api/v4/customers/${customerId}/`, 'deposits'));
    expect(onlyDeposits).toContain('Deposits');
    expect(onlyDeposits).not.toContain('Customer Details');
  });

  it('prints the case with its entities and timeline', async () => {
    const detail = (await get(`/resolutioncenter/api/v4/cases/${caseId}/`)).json() as {
      case_id: string;
      name: string;
    };
    const res = await report(`/resolutioncenter/api/v4/cases/${caseId}/`);
    expect(res.headers['content-disposition']).toContain(`case-report-${detail.case_id}-`);
    const printed = await text(res);
    expect(printed).toContain(detail.case_id);
    expect(printed).toContain(detail.name);
    expect(squeeze(printed)).toContain(squeeze(addressIdentifier));
    expect(printed).toContain('CUST-REPORT-1');
    for (const section of REPORT_SECTIONS.case) expect(printed).toContain(section.label);
    const noTimeline = await text(await report(`/resolutioncenter/api/v4/cases/${caseId}/`, 'caseDetails'));
    expect(noTimeline).not.toContain('Timeline');
    expect(noTimeline).not.toContain('CUST-REPORT-1');
  });
});

describe('the report model', () => {
  type Model = {
    title: string;
    subject: string;
    time_zone: string;
    sections: { key: string; title: string; blocks: Block[] }[];
  };
  type Block = {
    kind: string;
    key?: string;
    text?: string;
    facts?: { label: string; value: string }[];
    columns?: string[];
    rows?: string[][];
    empty?: string;
    blocks?: Block[];
  };
  const model = async (path: string, query = '') => {
    const res = await get(`${path}report-model/${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Model;
  };
  /** The worded texts of the model a reader sees on paper: titles, headings, fact labels, column titles. */
  const words = (m: Model) => {
    const of = (b: Block): string[] => [
      ...(b.kind === 'heading' && b.text ? [b.text] : []),
      ...(b.facts ?? []).map((f) => f.label),
      // A table without rows prints what stands in for it.
      ...(b.kind === 'table' ? (b.rows?.length ? (b.columns ?? []) : [b.empty ?? '']) : []),
      ...(b.blocks ?? []).flatMap(of),
    ];
    return [m.title, ...m.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(of)])];
  };
  const KINDS = [
    ['address', () => ADDRESS()],
    ['transaction', () => `/risk/api/v4/transactions/${transactionId}/`],
    ['customer', () => `/risk/api/v4/customers/${customerId}/`],
    ['case', () => `/resolutioncenter/api/v4/cases/${caseId}/`],
  ] as const;

  it.each(KINDS)('assembles the %s report section by section, as its PDF prints it', async (kind, path) => {
    const m = await model(path());
    expect(m.sections.map((s) => [s.key, s.title])).toEqual(
      REPORT_SECTIONS[kind].map((s) => [s.key, s.label]),
    );
    const printed = squeeze(await text(await report(path())));
    expect(printed).toContain(squeeze(m.subject));
    for (const word of words(m)) expect(printed).toContain(squeeze(word));
  });

  it('words the figures once: the facts, the alert groups, the cap notes and the timeline', async () => {
    const address = await model(ADDRESS(), '?entities=addressDetails,alerts,comments&tz=UTC');
    expect(address.time_zone).toBe('UTC');
    expect(address.sections.map((s) => s.key)).toEqual(['addressDetails', 'alerts', 'comments']);
    const [details, alerts, comments] = address.sections;
    expect(details?.blocks[0]?.facts?.map((f) => f.label)).toContain('Total Incoming');
    expect(alerts?.blocks.filter((b) => b.kind === 'group').map((b) => b.key)).toEqual([
      'openAlerts',
      'inProgressAlerts',
      'closedAlerts',
    ]);
    expect(comments?.blocks[0]).toMatchObject({
      kind: 'comments',
      empty: 'Unable to Load Comments',
      note: 'Showing 500 of 505 rows: a report table holds a maximum of 500 rows.',
    });
    const timeline = (await model(`/resolutioncenter/api/v4/cases/${caseId}/`, '?entities=timeline'))
      .sections[0]?.blocks[0] as { rows: string[][] };
    expect(timeline.rows.map((row) => row[2])).toContain(`Added address ${addressIdentifier}`);
  });

  it('answers as the PDF does: 404 elsewhere, 400 for an unknown section', async () => {
    expect((await get(`${ADDRESS()}report-model/`, 'agent', 'beta')).statusCode).toBe(404);
    expect((await get(`${ADDRESS()}report-model/?entities=secrets`)).statusCode).toBe(400);
  });
});
