import {
  addressActivityPaths,
  addressAlerts,
  addressPreview,
  addressPreviewSubPaths,
  alphaAlert,
  alphaAlertCycle,
  alphaCase,
  alphaCustomer,
  alphaCustomList,
  alphaCustomListAddress,
  alphaPolicy,
  alphaRule,
  caseEntityPaths,
  caseProbe,
  customerSubPaths,
  cycleSubPaths,
  PROBE_ADDRESS,
  type Probe,
  policySubPaths,
  previewSubPaths,
  probeComment,
  ruleSubPaths,
  screenedAddress,
  screenedTransaction,
  transactionPreview,
  transactionSubPaths,
  userIdOf,
} from './access-probe-objects.ts';
import { TEST_PASSWORD, type TestApp } from './helpers/test-app.ts';

/** For every route with path parameters, its probe (access-probe-objects.ts makes the objects). */
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
