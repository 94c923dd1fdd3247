import { recordAlertCycles } from '../src/modules/alerts/index.ts';
import { TEST_PASSWORD, type TestApp } from './helpers/test-app.ts';

/**
 * For every route with path parameters: how to make a real object in workspace alpha (as admin@acme.test) and
 * the parameters that address it. The harness then checks an outsider (member of beta) cannot read or change it
 * through their own workspace, and that an unauthenticated call gets 401. Later issues add their routes here.
 */
export type Probe = (ctx: TestApp) => Promise<{
  params: Record<string, string>;
  body?: unknown;
  /**
   * The route serves public chain data (previews), not a workspace object: another workspace's member gets an
   * answer through their own workspace, but never the first workspace's screening of it.
   */
  isPublicData?: boolean;
}>;

const userIdOf = async (ctx: TestApp, email: string) =>
  (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A screened address of workspace alpha (an Ethereum address the chain store does not know). */
const screenedAddress: Probe = async (ctx) => {
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier: '0x52908400098527886e0f7030069857d2e4169ee7', currency: 1 },
  });
  return { params: { id: String(res.json().id) } };
};

/** A screened transaction of workspace alpha (an Ethereum hash the chain store does not know). */
const screenedTransaction: Probe = async (ctx) => {
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/transactions/?workspace=alpha',
    payload: { identifier: `0x${'5e'.repeat(32)}`, currency: 1 },
  });
  return { params: { id: String(res.json().id) } };
};

/**
 * Previews read public chain data, not workspace objects: the harness checks they are gated by membership. The
 * probe names a well-formed hash the (empty) chain store does not know: on a chain whose data the store does not
 * hold it previews from attribution alone, for any member of the workspace named.
 */
const transactionPreview: Probe = async () => ({
  params: { currency: '1', identifier: `0x${'7a'.repeat(32)}` },
  isPublicData: true,
});
const transactionSubPaths = [
  'tag-aggregated-incoming-values/',
  'tag-aggregated-outgoing-values/',
  'investigation-tree/',
  'exposure-explanation/',
  'token-values/',
  'inputs/',
  'outputs/',
  'aggregated-inputs/',
  'aggregated-outputs/',
  'external-transaction/',
  'internal-transactions/',
  'token-transfers/',
];
const previewSubPaths = [
  'inputs/',
  'outputs/',
  'aggregated-inputs/',
  'aggregated-outputs/',
  'external-transaction/',
  'internal-transactions/',
  'token-transfers/',
];

/**
 * An address preview of workspace alpha: alpha screened the address (unknown to the chain store, unattributed), so
 * alpha's preview answers it as screened while any other workspace previews it as unscreened.
 */
const addressPreview: Probe = async (ctx) => {
  await screenedAddress(ctx);
  return {
    params: { currency: '1', identifier: '0x52908400098527886e0f7030069857d2e4169ee7' },
    isPublicData: true,
  };
};
const addressActivityPaths = [
  'token-summary/',
  'transactions/',
  'transactions/export/',
  'transactions/direct-export/',
  'incoming-transactions/',
  'incoming-transactions/export/',
  'outgoing-transactions/',
  'outgoing-transactions/export/',
];
const addressPreviewSubPaths = [
  'token-summary/',
  'main-balance/',
  'attribution-timestamp/',
  'tag-aggregated-incoming-values/',
  'tag-aggregated-outgoing-values/',
  'investigation-tree/',
  'transactions/',
  'transactions/direct-export/',
];

/** A default policy of workspace alpha (seeded with the workspace), with an edit body. */
const alphaPolicy: Probe = async (ctx) => {
  const res = await ctx.call('admin', {
    method: 'GET',
    url: '/risk/api/v4/policies/?workspace=alpha&type=1',
  });
  return {
    params: { id: String(res.json().results[0].id) },
    body: { name: 'Probe', description: 'Probe', rule_name: 'Probe', version_id: 1 },
  };
};
/** A rule of a default policy of workspace alpha. */
const alphaRule: Probe = async (ctx) => {
  const { params, body } = await alphaPolicy(ctx);
  const rules = await ctx.call('admin', {
    method: 'GET',
    url: `/risk/api/v4/policies/${params.id}/classifiers/?workspace=alpha`,
  });
  return { params: { ...params, ruleId: String(rules.json().results[0].uuid) }, body };
};
const policySubPaths = [
  'history/',
  'crypto-objects-flagged/',
  'most-triggered-rules/',
  'alerts-triggered-over-time/',
];
const ruleSubPaths = ['history/', 'crypto-objects-flagged/', 'alerts-triggered-over-time/'];
/** The alerts of a screened address of workspace alpha. */
const addressAlerts: Probe = async (ctx) => {
  const { params } = await screenedAddress(ctx);
  return { params: { type: 'address', id: String(params.id) } };
};

/** A customer of workspace alpha (a new customer id each time: a probe may run more than once). */
const alphaCustomer: Probe = async (ctx) => {
  const customerId = `PROBE-${Math.random().toString(36).slice(2, 10)}`;
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/customers/?workspace=alpha',
    payload: { customer_id: customerId },
  });
  return { params: { id: String(res.json().id), customerId } };
};
const customerSubPaths = [
  'balances/',
  'digital-asset-summary/',
  'deposits/',
  'withdrawals/',
  'deposits/export/',
  'withdrawals/export/',
  'deposits-tag-aggregates/',
  'withdrawals-tag-aggregates/',
  'addresses/',
  'sentiment_summary/',
  'sentiments/',
  'audit-logs/',
];

/** The probes' screened address of workspace alpha (unknown to the empty chain store). */
const PROBE_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';

/**
 * An open alert of workspace alpha on its screened address, written directly: the probes' chain store is empty, so
 * no rule fires on a screening.
 */
async function insertAlphaAlert(ctx: TestApp) {
  const { params } = await screenedAddress(ctx);
  const { db } = ctx;
  const workspace = await db
    .selectFrom('workspaces')
    .select('id')
    .where('slug', '=', 'alpha')
    .executeTakeFirstOrThrow();
  const rule = await db
    .selectFrom('rules')
    .select('id')
    .where('workspace_id', '=', workspace.id)
    .executeTakeFirstOrThrow();
  const stage = await db
    .selectFrom('workflow_stages')
    .select('id')
    .where('workspace_id', '=', workspace.id)
    .where('category', '=', 0)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const alert = await db
    .insertInto('alerts')
    .values({
      workspace_id: workspace.id,
      object_type: 'address',
      object_id: Number(params.id),
      blockchain: 1,
      identifier: PROBE_ADDRESS,
      rule_id: rule.id,
      level: 3,
      workflow_stage_id: stage.id,
      opened_at: now,
      updated_at: now,
      latest_item_body: '[]',
      latest_context: 'null',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { workspaceId: workspace.id, addressId: Number(params.id), alertId: alert.id, at: now };
}

/** An alert of workspace alpha with one cycle and its snapshot. */
const alphaAlertCycle = async (ctx: TestApp) => {
  const { workspaceId, addressId, alertId, at } = await insertAlphaAlert(ctx);
  const snapshot = {
    investigationTree: { nodes: [], incoming_edges: [], outgoing_edges: [], truncated: false },
    counterpartySummary: { incoming: [], outgoing: [] },
  };
  await recordAlertCycles(ctx.db, {
    workspaceId,
    object: { type: 'address', id: addressId },
    at,
    snapshot,
    alertIds: [alertId],
  });
  const cycle = await ctx.db
    .selectFrom('alert_cycles')
    .select('id')
    .where('alert_id', '=', alertId)
    .executeTakeFirstOrThrow();
  return { alertId: String(alertId), cycleId: String(cycle.id) };
};
/** An alert of workspace alpha with one item. */
const alphaAlert = async (ctx: TestApp) => {
  const { workspaceId, addressId, alertId } = await insertAlphaAlert(ctx);
  const item = await ctx.db
    .insertInto('alert_items')
    .values({
      alert_id: alertId,
      workspace_id: workspaceId,
      identifier: PROBE_ADDRESS,
      body: '[]',
      context: 'null',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { type: 'address', id: String(addressId), alertId: String(alertId), itemId: String(item.id) };
};
const probeComment = { body: '<p>Probe</p>' };
const cycleSubPaths = [
  'investigation-tree/',
  'counter-party-summary/',
  'graph-comparison/',
  'counter-party-summary-comparison/',
];

/** A custom list of workspace alpha, with an edit body. */
const alphaCustomList: Probe = async (ctx) => {
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/custom-tags/?workspace=alpha',
    payload: { name: `Probe ${Math.random()}`, risk_level: 3, is_in_custom_list: true },
  });
  return { params: { id: String(res.json().id) }, body: { description: 'Probe' } };
};
/** An address on a custom list of workspace alpha. */
const alphaCustomListAddress: Probe = async (ctx) => {
  const { params } = await alphaCustomList(ctx);
  await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/custom-tagged-addresses/?workspace=alpha',
    payload: { custom_tag_id: Number(params.id), addresses: ['0x52908400098527886e0f7030069857d2e4169ee7'] },
  });
  const list = await ctx.call('admin', {
    method: 'GET',
    url: `/risk/api/v4/custom-tagged-addresses/?workspace=alpha&custom_tag_id=${params.id}`,
  });
  return { params: { id: String(list.json().results[0].id) } };
};

/** A case of workspace alpha holding the probes' screened address. */
const alphaCase = async (ctx: TestApp) => {
  const { params } = await screenedAddress(ctx);
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/resolutioncenter/api/v4/cases/?workspace=alpha',
    payload: { name: 'Probe case', addresses: [Number(params.id)] },
  });
  return { id: String(res.json().id), addressId: String(params.id) };
};
const caseProbe: Probe = async (ctx) => ({ params: { id: (await alphaCase(ctx)).id } });
const caseEntityPaths = ['addresses/', 'transactions/', 'customers/'];

export const accessProbes: Record<string, Probe> = {
  /** A workflow stage of alpha (every workspace has its own). */
  'GET /profile/api/v2/workspaces/workflow-stages/:stageId/': async (ctx) => {
    const stage = await ctx.db
      .selectFrom('workflow_stages as s')
      .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
      .select('s.id')
      .where('w.slug', '=', 'alpha')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    return { params: { stageId: String(stage.id) } };
  },
  'GET /resolutioncenter/api/v4/cases/:id/': caseProbe,
  'PUT /resolutioncenter/api/v4/cases/:id/': async (ctx) => ({
    ...(await caseProbe(ctx)),
    body: { name: 'Renamed' },
  }),
  'DELETE /resolutioncenter/api/v4/cases/:id/': caseProbe,
  'GET /resolutioncenter/api/v4/cases/:id/audit-trail/': caseProbe,
  'GET /resolutioncenter/api/v4/cases/:id/report/': caseProbe,
  'GET /resolutioncenter/api/v4/cases/:id/report-model/': caseProbe,
  ...Object.fromEntries(
    caseEntityPaths.flatMap((sub) => [
      [`GET /resolutioncenter/api/v4/cases/:id/${sub}`, caseProbe],
      [
        `POST /resolutioncenter/api/v4/cases/:id/${sub}`,
        async (ctx: TestApp) => ({ ...(await caseProbe(ctx)), body: { ids: [] } }),
      ],
    ]),
  ),
  /** The case's address: only alpha's members take it out of the case. */
  'DELETE /resolutioncenter/api/v4/cases/:id/:type/:entity/archive/': async (ctx) => {
    const { id, addressId } = await alphaCase(ctx);
    return { params: { id, type: 'addresses', entity: addressId } };
  },
  /** A member of alpha (agent@), whose case role only alpha's admins set. */
  'PUT /resolutioncenter/api/v4/cases/case-settings/users/:userId/': async (ctx) => ({
    params: { userId: String(await userIdOf(ctx, 'agent@acme.test')) },
    body: { case_role: 2 },
  }),
  'GET /risk/api/v4/customers/:id/': alphaCustomer,
  'GET /risk/api/v4/customers/:id/report/': alphaCustomer,
  'GET /risk/api/v4/customers/:id/report-model/': alphaCustomer,
  'DELETE /risk/api/v4/customers/:id/': alphaCustomer,
  /** An address of a customer of alpha: screened with the customer's id. */
  'DELETE /risk/api/v4/customers/:id/addresses/:addressId/': async (ctx) => {
    const { params } = await alphaCustomer(ctx);
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: PROBE_ADDRESS, currency: 1, customer_id: params.customerId, type: 1 },
    });
    return { params: { ...params, addressId: String(res.json().id) } };
  },
  'PUT /risk/api/v4/customers/:customerId/': async (ctx) => {
    const { params } = await alphaCustomer(ctx);
    return { params, body: { customer_id: params.customerId, new_customer_id: `${params.customerId}-X` } };
  },
  ...Object.fromEntries(
    customerSubPaths.map((sub) => [`GET /risk/api/v4/customers/:id/${sub}`, alphaCustomer]),
  ),
  ...Object.fromEntries(
    ['deposits/', 'withdrawals/'].map((sub) => [
      `POST /risk/api/v4/customers/:id/${sub}`,
      async (ctx: TestApp) => ({
        ...(await alphaCustomer(ctx)),
        body: { identifier: `0x${'5e'.repeat(32)}`, currency: 1, to_address: PROBE_ADDRESS },
      }),
    ]),
  ),
  'GET /risk/api/v4/transactions/:id/': screenedTransaction,
  'GET /risk/api/v4/transactions/:id/report/': screenedTransaction,
  'GET /risk/api/v4/transactions/:id/report-model/': screenedTransaction,
  'DELETE /risk/api/v4/transactions/:id/': screenedTransaction,
  ...Object.fromEntries(
    transactionSubPaths.map((sub) => [`GET /risk/api/v4/transactions/:id/${sub}`, screenedTransaction]),
  ),
  'GET /risk/api/v4/:currency/transaction-preview/:identifier/': transactionPreview,
  ...Object.fromEntries(
    previewSubPaths.map((sub) => [
      `GET /risk/api/v4/:currency/transaction-preview/:identifier/${sub}`,
      transactionPreview,
    ]),
  ),
  'GET /risk/api/v4/addresses/:id/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/report/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/report-model/': screenedAddress,
  'DELETE /risk/api/v4/addresses/:id/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/tag-aggregated-incoming-values/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/tag-aggregated-outgoing-values/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/investigation-tree/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/main-balance/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/attribution-timestamp/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/exposure-explanation/': screenedAddress,
  'GET /risk/api/v4/addresses/:id/audit-logs/': screenedAddress,
  'GET /risk/api/v4/transactions/:id/audit-logs/': screenedTransaction,
  ...Object.fromEntries(
    addressActivityPaths.map((sub) => [`GET /risk/api/v4/addresses/:id/${sub}`, screenedAddress]),
  ),
  'GET /risk/api/v4/:currency/address-preview/:identifier/': addressPreview,
  ...Object.fromEntries(
    addressPreviewSubPaths.map((sub) => [
      `GET /risk/api/v4/:currency/address-preview/:identifier/${sub}`,
      addressPreview,
    ]),
  ),
  'GET /risk/api/v4/policies/:id/': alphaPolicy,
  'PUT /risk/api/v4/policies/:id/': alphaPolicy,
  ...Object.fromEntries(policySubPaths.map((sub) => [`GET /risk/api/v4/policies/:id/${sub}`, alphaPolicy])),
  'GET /risk/api/v4/policies/:id/classifiers/': alphaPolicy,
  'POST /risk/api/v4/policies/:id/classifiers/': alphaPolicy,
  'GET /risk/api/v4/policies/:id/classifiers/:ruleId/': alphaRule,
  'PUT /risk/api/v4/policies/:id/classifiers/:ruleId/': alphaRule,
  'PUT /risk/api/v4/policies/:id/classifiers/:ruleId/revert/': alphaRule,
  ...Object.fromEntries(
    ruleSubPaths.map((sub) => [`GET /risk/api/v4/policies/:id/classifiers/:ruleId/${sub}`, alphaRule]),
  ),
  'GET /resolutioncenter/api/v4/:type/:id/alerts/': addressAlerts,
  'GET /resolutioncenter/api/v4/:type/:id/comments/': addressAlerts,
  'POST /resolutioncenter/api/v4/:type/:id/comments/': addressAlerts,
  'GET /resolutioncenter/api/v4/:type/:id/comments/suggest/': addressAlerts,
  'GET /resolutioncenter/api/v4/alerts/:alertId/cycles/': async (ctx) => ({
    params: { alertId: (await alphaAlertCycle(ctx)).alertId },
  }),
  'GET /resolutioncenter/api/v4/:type/:id/alerts/:alertId/': async (ctx) => {
    const { type, id, alertId } = await alphaAlert(ctx);
    return { params: { type, id, alertId } };
  },
  'PUT /resolutioncenter/api/v4/:type/:id/alerts/:alertId/': async (ctx) => {
    const { type, id, alertId } = await alphaAlert(ctx);
    return { params: { type, id, alertId }, body: { assigned_to: null, comment: probeComment } };
  },
  'GET /resolutioncenter/api/v4/alerts/:alertId/items/': async (ctx) => ({
    params: { alertId: (await alphaAlert(ctx)).alertId },
  }),
  'PUT /resolutioncenter/api/v4/alerts/:alertId/items/:itemId/': async (ctx) => {
    const { alertId, itemId } = await alphaAlert(ctx);
    return { params: { alertId, itemId }, body: { status: 0, comment: probeComment } };
  },
  'PUT /resolutioncenter/api/v4/alerts/:alertId/monitoring/': async (ctx) => ({
    params: { alertId: (await alphaAlert(ctx)).alertId },
    body: { days: 7, is_muted: true },
  }),
  'GET /resolutioncenter/api/v4/alerts/:alertId/audit-trail/': async (ctx) => ({
    params: { alertId: (await alphaAlert(ctx)).alertId },
  }),
  ...Object.fromEntries(
    cycleSubPaths.map((sub) => [
      `GET /resolutioncenter/api/v4/cycles/:id/${sub}`,
      async (ctx: TestApp) => ({ params: { id: (await alphaAlertCycle(ctx)).cycleId } }),
    ]),
  ),
  'PATCH /risk/api/v4/custom-tags/:id/': alphaCustomList,
  'POST /risk/api/v4/addresses/:id/update-custom-tags/': async (ctx) => ({
    ...(await screenedAddress(ctx)),
    body: { custom_tag_ids: [] },
  }),
  'DELETE /risk/api/v4/custom-tags/:id/': alphaCustomList,
  /** A custom monitored entity of workspace alpha. */
  'DELETE /risk/api/v4/custom-monitored-entities/:id/': async (ctx) => {
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/custom-monitored-entities/?workspace=alpha',
      payload: { entity_name: 'Probe Exchange' },
    });
    return { params: { id: String(res.json().id) } };
  },
  'PUT /risk/api/v4/addresses/:id/monitoring/': async (ctx) => ({
    ...(await screenedAddress(ctx)),
    body: { is_muted: true, days: 7 },
  }),
  'DELETE /risk/api/v4/custom-tagged-addresses/:id/archive/': alphaCustomListAddress,
  /** A token contract on workspace alpha's smart contract watchlist (alpha's plan given token monitoring). */
  'POST /risk/api/v4/token-monitoring-addresses/archive/': async (ctx) => {
    await ctx.db
      .updateTable('workspaces')
      .set({ token_monitoring_status: true })
      .where('slug', '=', 'alpha')
      .execute();
    const body = { identifier: '0xdac17f958d2ee523a2206206994597c13d831ec7', currency: 1 };
    await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/token-monitoring-addresses/?workspace=alpha',
      payload: body,
    });
    return { params: {}, body };
  },
  'GET /risk/api/v4/address-comments/:id/support-file/': async (ctx) => {
    const form = new FormData();
    form.set('identifier', '0x52908400098527886e0f7030069857d2e4169ee7');
    form.set('currency', '1');
    form.set('comment', 'Probe');
    form.set('support_file', new Blob(['probe']), 'probe.txt');
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/address-comments/?workspace=alpha',
      payload: form,
    });
    return { params: { id: String(res.json().id) } };
  },
  'PUT /profile/api/v1/keys/:id/': async (ctx) => {
    const created = await ctx.call('admin', {
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      payload: { password: TEST_PASSWORD },
    });
    return { params: { id: String(created.json().id) }, body: { is_active: false } };
  },
  /** A member of workspace alpha (agent@): its membership there, which only alpha's admins may change. */
  'PUT /profile/api/v2/workspaces/members/:id/': async (ctx) => ({
    params: { id: String(await userIdOf(ctx, 'agent@acme.test')) },
    body: { role: 2 },
  }),
  /** A team member of acme: only acme's organisation admins see or change them. */
  'GET /profile/api/v2/team-members/:id/': async (ctx) => ({
    params: { id: String(await userIdOf(ctx, 'agent@acme.test')) },
  }),
  'PUT /profile/api/v2/team-members/:id/': async (ctx) => ({
    params: { id: String(await userIdOf(ctx, 'agent@acme.test')) },
    body: { first_name: 'Ann' },
  }),
  /** Workspace alpha itself: only acme's organisation admins rename it. */
  'PUT /profile/api/v2/workspaces/:id/': async (ctx) => {
    const alpha = await ctx.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', 'alpha')
      .executeTakeFirstOrThrow();
    return { params: { id: String(alpha.id) }, body: { name: 'Alpha' } };
  },
  /** The webhook of workspace alpha (written directly: the probe needs no reachable receiver). */
  'PUT /integrations/:id/': async (ctx) => {
    const alpha = await ctx.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', 'alpha')
      .executeTakeFirstOrThrow();
    const config = { url: 'https://203.0.113.10/hooks', key: 'k', risk: [], alert_item: false };
    const row = await ctx.db
      .insertInto('integrations')
      .values({ workspace_id: alpha.id, provider: 'webhook', config: JSON.stringify(config) })
      .onConflict((oc) => oc.columns(['workspace_id', 'provider']).doUpdateSet({ updated_at: new Date() }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      params: { id: String(row.id) },
      body: {
        provider: 'webhook',
        is_active: false,
        config: { ...config, alert_resolution_notifications: false },
      },
    };
  },
  /** A screened transaction of workspace alpha: another workspace's members cannot unfreeze it. */
  'POST /integrations/fireblocks/unfreeze_transaction/:id/': screenedTransaction,
  /** A member of workspace alpha (agent@), whose keys an admin of alpha may revoke. */
  'POST /profile/api/v1/team-members/:id/revoke-api-keys/': async (ctx) => {
    const agent = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agent@acme.test')
      .executeTakeFirstOrThrow();
    return { params: { id: String(agent.id) } };
  },
  /** An upload of workspace alpha (a one-row CSV; its job is not run). */
  'GET /upload/api/v4/files/:fileId/download/': async (ctx) => {
    const body = new FormData();
    body.set('file_type', '0');
    body.append(
      'crypto_file',
      new Blob(['identifier,currency\r\n0x52908400098527886e0f7030069857d2e4169ee7,1\r\n']),
      'probe.csv',
    );
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/upload/api/v4/files/?workspace=alpha',
      payload: body,
    });
    return { params: { fileId: String(res.json().uuid) } };
  },
  /** A finished export of workspace alpha (the address list, its job run). */
  'GET /utils/downloaded-assets/:id/get-link/': async (ctx) => {
    const res = await ctx.call('admin', {
      method: 'GET',
      url: '/risk/api/v4/addresses/export/?workspace=alpha',
    });
    await ctx.runJobs();
    return { params: { id: String(res.json().id) } };
  },
};
