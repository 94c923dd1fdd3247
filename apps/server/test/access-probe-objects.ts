import { recordAlertCycles } from '../src/modules/alerts/index.ts';
import type { TestApp } from './helpers/test-app.ts';

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

export const userIdOf = async (ctx: TestApp, email: string) =>
  (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A screened address of workspace alpha (an Ethereum address the chain store does not know). */
export const screenedAddress: Probe = async (ctx) => {
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier: '0x52908400098527886e0f7030069857d2e4169ee7', currency: 1 },
  });
  return { params: { id: String(res.json().id) } };
};

/** A screened transaction of workspace alpha (an Ethereum hash the chain store does not know). */
export const screenedTransaction: Probe = async (ctx) => {
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
export const transactionPreview: Probe = async () => ({
  params: { currency: '1', identifier: `0x${'7a'.repeat(32)}` },
  isPublicData: true,
});
export const transactionSubPaths = [
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
export const previewSubPaths = [
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
export const addressPreview: Probe = async (ctx) => {
  await screenedAddress(ctx);
  return {
    params: { currency: '1', identifier: '0x52908400098527886e0f7030069857d2e4169ee7' },
    isPublicData: true,
  };
};
export const addressActivityPaths = [
  'token-summary/',
  'transactions/',
  'transactions/export/',
  'transactions/direct-export/',
  'incoming-transactions/',
  'incoming-transactions/export/',
  'outgoing-transactions/',
  'outgoing-transactions/export/',
];
export const addressPreviewSubPaths = [
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
export const alphaPolicy: Probe = async (ctx) => {
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
export const alphaRule: Probe = async (ctx) => {
  const { params, body } = await alphaPolicy(ctx);
  const rules = await ctx.call('admin', {
    method: 'GET',
    url: `/risk/api/v4/policies/${params.id}/classifiers/?workspace=alpha`,
  });
  return { params: { ...params, ruleId: String(rules.json().results[0].uuid) }, body };
};
export const policySubPaths = [
  'history/',
  'crypto-objects-flagged/',
  'most-triggered-rules/',
  'alerts-triggered-over-time/',
];
export const ruleSubPaths = ['history/', 'crypto-objects-flagged/', 'alerts-triggered-over-time/'];
/** The alerts of a screened address of workspace alpha. */
export const addressAlerts: Probe = async (ctx) => {
  const { params } = await screenedAddress(ctx);
  return { params: { type: 'address', id: String(params.id) } };
};

/** A customer of workspace alpha (a new customer id each time: a probe may run more than once). */
export const alphaCustomer: Probe = async (ctx) => {
  const customerId = `PROBE-${Math.random().toString(36).slice(2, 10)}`;
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/customers/?workspace=alpha',
    payload: { customer_id: customerId },
  });
  return { params: { id: String(res.json().id), customerId } };
};
export const customerSubPaths = [
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
export const PROBE_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';

/**
 * An open alert of workspace alpha on its screened address, written directly: the probes' chain store is empty, so
 * no rule fires on a screening.
 */
export async function insertAlphaAlert(ctx: TestApp) {
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
export const alphaAlertCycle = async (ctx: TestApp) => {
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
export const alphaAlert = async (ctx: TestApp) => {
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
export const probeComment = { body: '<p>Probe</p>' };
export const cycleSubPaths = [
  'investigation-tree/',
  'counter-party-summary/',
  'graph-comparison/',
  'counter-party-summary-comparison/',
];

/** A custom list of workspace alpha, with an edit body. */
export const alphaCustomList: Probe = async (ctx) => {
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/custom-tags/?workspace=alpha',
    payload: { name: `Probe ${Math.random()}`, risk_level: 3, is_in_custom_list: true },
  });
  return { params: { id: String(res.json().id) }, body: { description: 'Probe' } };
};
/** An address on a custom list of workspace alpha. */
export const alphaCustomListAddress: Probe = async (ctx) => {
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
export const alphaCase = async (ctx: TestApp) => {
  const { params } = await screenedAddress(ctx);
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/resolutioncenter/api/v4/cases/?workspace=alpha',
    payload: { name: 'Probe case', addresses: [Number(params.id)] },
  });
  return { id: String(res.json().id), addressId: String(params.id) };
};
export const caseProbe: Probe = async (ctx) => ({ params: { id: (await alphaCase(ctx)).id } });
export const caseEntityPaths = ['addresses/', 'transactions/', 'customers/'];
