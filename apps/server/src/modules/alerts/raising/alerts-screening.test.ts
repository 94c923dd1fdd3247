import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { createCustomTag } from '../../../test-support/custom-tags.test-support.ts';
import { screenDemoAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * Screening runs the workspace's rules: the risk level is the highest firing rule, a firing opens an alert per
 * (object, rule) or adds an item to the active one, and disabling a policy sends its alerts to Inactive.
 */
// The shared test world: generateDemoWorld with DEFAULT_DEMO_SEED, scale 0.2, now 2026-11-01.
const ctx = useTestApp({}, { demoWorld: true });

type Clause = { field: string; observed: number | null; threshold: number; passed: boolean; text: string };
type Alert = {
  id: number;
  alert_body: string;
  level: number;
  level_verbose: string;
  workflow_stage: { id: number; name: string; category: number; next_stages: number[] };
  alert_items_count: number;
  latest_item_body: Clause[];
  latest_context: Record<string, unknown> | null;
  rule_register: {
    policy_name: string;
    rule_name: string;
    rule_conditions: Record<string, unknown>[];
    action: string;
    custom_tag_name: string | null;
  };
  content_object_fields: { identifier: string; currency: number | null };
  entity_type: string;
  object_id: number;
  opened_at: string;
};
type Policy = { id: number; name: string; is_enabled: boolean; type: number };

const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);
const screen = (key: string) => screenDemoAddress(ctx, key);
const alertsOf = async (id: number, workspace = 'alpha', user: 'agent' | 'outsider' = 'agent') => {
  const res = await ctx.call(user, {
    method: 'GET',
    url: `/resolutioncenter/api/v4/address/${id}/alerts/?workspace=${workspace}`,
  });
  return res;
};
const alertList = async (id: number) => {
  const res = await alertsOf(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Alert[];
};
const policyNamed = async (name: string) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: '/risk/api/v4/policies/?workspace=alpha&limit=100',
  });
  const found = (res.json().results as Policy[]).find((p) => p.name === name);
  if (!found) throw new Error(`no policy ${name}`);
  return found;
};
const setPolicyEnabled = async (policy: Policy, isEnabled: boolean) => {
  const res = await ctx.call('admin', {
    method: 'PUT',
    url: `/risk/api/v4/policies/${policy.id}/?workspace=alpha`,
    payload: { name: policy.name, description: 'Edited in a test', is_enabled: isEnabled },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const active = (alerts: Alert[]) => alerts.filter((a) => a.workflow_stage.category <= 1);
type Rule = {
  uuid: string;
  rule_name: string;
  is_enabled: boolean;
  alert_level: number;
  rule_conditions: Record<string, unknown>[];
};
const ruleNamed = async (policy: Policy, name: string) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/risk/api/v4/policies/${policy.id}/classifiers/?workspace=alpha&limit=100`,
  });
  const found = (res.json().results as Rule[]).find((r) => r.rule_name === name);
  if (!found) throw new Error(`no rule ${name}`);
  return found;
};

describe('screening with the default policies', () => {
  it('flags the sanctioned darknet wallet Critical, with an alert whose item body holds the clauses', async () => {
    const body = await screen('btc.sanctioned-darknet');
    expect(body.risk_level).toBe(5);
    const alerts = await alertList(body.id);
    // The wallet is itself sanctioned: the default policy's condition on the object itself (risk type 3) fires.
    const sanctions = alerts.find((a) => a.rule_register.rule_name === 'Attributed to a sanctioned entity');
    expect(sanctions).toMatchObject({
      alert_body: 'Attributed to a sanctioned entity',
      level: 5,
      level_verbose: 'Critical',
      entity_type: 'address',
      object_id: body.id,
      alert_items_count: 1,
      workflow_stage: { name: 'Open', category: 0 },
      rule_register: { policy_name: 'Sanctions exposure' },
      content_object_fields: { identifier: demo('btc.sanctioned-darknet').address, currency: 0 },
    });
    expect(sanctions?.workflow_stage.next_stages.length).toBeGreaterThan(0);
    expect(sanctions?.latest_item_body).toEqual([
      expect.objectContaining({
        passed: true,
        text: 'The object itself is attributed to Sanctions (Nightshade Market)',
      }),
    ]);
    expect(sanctions?.latest_context).toMatchObject({
      rule_condition_type: 1,
      risk_type: 3,
      tag_type_verbose: 'Sanctions',
    });
    // It is a darknet market's own wallet too: the illicit policy's rule on the object itself fires (decision 0045).
    const darknet = alerts.find(
      (a) => a.rule_register.rule_name === 'Attributed to a darknet market or vendor',
    );
    expect(darknet).toMatchObject({ level: 4, rule_register: { policy_name: 'Illicit activity exposure' } });
    expect(darknet?.latest_item_body).toEqual([
      expect.objectContaining({
        passed: true,
        text: 'The object itself is attributed to Darknet (Nightshade Market)',
      }),
    ]);
    // Its own labels do not stand in for exposure: every other alert's clauses all passed on what it dealt with.
    for (const alert of alerts.filter((a) => a !== sanctions && a !== darknet)) {
      for (const clause of alert.latest_item_body) {
        expect(clause.passed, alert.alert_body).toBe(true);
        expect(clause.text, alert.alert_body).not.toMatch(/object itself/);
      }
    }
    // The risk level is the highest level among the firing rules.
    expect(Math.max(...alerts.map((a) => a.level))).toBe(body.risk_level);
    // The address detail says the same.
    const detail = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${body.id}/?workspace=alpha`,
    });
    expect(detail.json().risk_level).toBe(5);
  });

  it('adds an alert item when the same rule fires again, instead of a second alert', async () => {
    const first = await alertList((await screen('btc.sanctioned-darknet')).id);
    const again = await screen('btc.sanctioned-darknet');
    const second = await alertList(again.id);
    expect(second.map((a) => a.id).sort()).toEqual(first.map((a) => a.id).sort());
    for (const alert of second) {
      const before = first.find((a) => a.id === alert.id);
      expect(alert.alert_items_count).toBe((before?.alert_items_count ?? 0) + 1);
    }
    const items = await ctx.db
      .selectFrom('alert_items')
      .select(['body', 'identifier'])
      .where('alert_id', '=', second[0]?.id ?? 0)
      .execute();
    expect(items).toHaveLength(second[0]?.alert_items_count ?? -1);
    expect(items[0]?.body).toEqual(second[0]?.latest_item_body);
  });

  it('shows every risk level somewhere in the demo world, each the highest firing rule', async () => {
    const expected: [string, number][] = [
      ['btc.sanctioned-darknet', 5],
      ['eth.sanctioned-counterparty', 5],
      ['btc.darknet-buyer', 4],
      ['eth.hacker-2hop', 3],
      ['btc.whale', 2],
      ['eth.high-fee', 2],
      ['eth.dormant', 1],
      ['eth.list-candidate', 0],
    ];
    for (const [key, level] of expected) {
      const body = await screen(key);
      expect(body.risk_level, key).toBe(level);
      const alerts = active(await alertList(body.id));
      expect(alerts.length > 0 ? Math.max(...alerts.map((a) => a.level)) : 0, key).toBe(level);
    }
  });

  it('answers 404 for an object of another workspace or a malformed id', async () => {
    const body = await screen('btc.darknet-buyer');
    expect((await alertsOf(body.id, 'beta', 'outsider')).statusCode).toBe(404);
    expect((await alertsOf(999_999)).statusCode).toBe(404);
    // An object type or id that names nothing is not found either.
    for (const path of ['wallet/1', 'address/abc', `address/0x${body.id.toString(16)}`]) {
      const bad = await ctx.call('agent', {
        method: 'GET',
        url: `/resolutioncenter/api/v4/${path}/alerts/?workspace=alpha`,
      });
      expect(bad.statusCode, path).toBe(404);
    }
  });
});

describe('disabling a policy', () => {
  it('moves its active alerts to Inactive; the next screening recalculates the risk without it', async () => {
    const sanctions = await policyNamed('Sanctions exposure');
    const body = await screen('btc.sanctioned-darknet');
    const before = await alertList(body.id);
    const sanctionAlerts = before.filter((a) => a.rule_register.policy_name === 'Sanctions exposure');
    expect(sanctionAlerts.length).toBeGreaterThan(0);
    try {
      await setPolicyEnabled(sanctions, false);
      const after = await alertList(body.id);
      for (const alert of after) {
        const isSanctions = alert.rule_register.policy_name === 'Sanctions exposure';
        expect(alert.workflow_stage.category, alert.alert_body).toBe(isSanctions ? 3 : 0);
        if (isSanctions) expect(alert.workflow_stage.name).toBe('Inactive');
      }
      // Stored risk is unchanged until the next screening, which no longer runs the disabled policy.
      const rescreened = await screen('btc.sanctioned-darknet');
      expect(rescreened.risk_level).toBe(4);
      const detail = await ctx.call('agent', {
        method: 'GET',
        url: `/risk/api/v4/addresses/${body.id}/?workspace=alpha`,
      });
      expect(detail.json().risk_level).toBe(4);
      const inactive = (await alertList(body.id)).filter(
        (a) => a.rule_register.policy_name === 'Sanctions exposure',
      );
      expect(inactive.map((a) => a.id).sort()).toEqual(sanctionAlerts.map((a) => a.id).sort());
      expect(inactive.every((a) => a.workflow_stage.category === 3)).toBe(true);
    } finally {
      await setPolicyEnabled(sanctions, true);
    }
    // Enabled again: the rule fires again and, with no active alert left, opens a new one.
    expect((await screen('btc.sanctioned-darknet')).risk_level).toBe(5);
    const reopened = (await alertList(body.id)).filter(
      (a) => a.rule_register.policy_name === 'Sanctions exposure' && a.workflow_stage.category === 0,
    );
    expect(reopened.length).toBe(sanctionAlerts.length);
    expect(reopened.every((a) => !sanctionAlerts.some((s) => s.id === a.id))).toBe(true);
  });
});

describe('editing and restoring a rule', () => {
  it('an edit makes the active alerts inactive; restoring a version restores the conditions and leaves alerts', async () => {
    const sanctions = await policyNamed('Sanctions exposure');
    const rule = await ruleNamed(sanctions, 'Direct exposure to sanctioned entities');
    const original = rule.rule_conditions;
    const ruleUrl = `/risk/api/v4/policies/${sanctions.id}/classifiers/${rule.uuid}/`;

    const body = await screen('eth.sanctioned-counterparty');
    expect(body.risk_level).toBe(5);
    const opened = (await alertList(body.id)).filter((a) => a.rule_register.rule_name === rule.rule_name);
    expect(active(opened)).toHaveLength(1);

    const edited = await ctx.call('admin', {
      method: 'PUT',
      url: `${ruleUrl}?workspace=alpha`,
      payload: {
        rule_name: rule.rule_name,
        alert_level: 5,
        rule_conditions: [{ ...original[0], threshold_amount_usd: 10_000_000 }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = (await alertList(body.id)).filter((a) => a.rule_register.rule_name === rule.rule_name);
    expect(active(afterEdit)).toHaveLength(0);
    // 25,000 USDT from a sanctioned person no longer reaches the edited threshold.
    expect((await screen('eth.sanctioned-counterparty')).risk_level).toBeLessThan(5);

    const history = (
      await ctx.call('agent', { method: 'GET', url: `${ruleUrl}history/?workspace=alpha` })
    ).json();
    const firstVersion = history.at(-1).classifier_version.id;
    const restored = await ctx.call('admin', {
      method: 'PUT',
      url: `${ruleUrl}revert/?workspace=alpha`,
      payload: { version_id: firstVersion },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().rule_conditions).toEqual(original);
    const afterRestore = (await alertList(body.id)).filter(
      (a) => a.rule_register.rule_name === rule.rule_name,
    );
    expect(afterRestore.map((a) => [a.id, a.workflow_stage.id, a.alert_items_count])).toEqual(
      afterEdit.map((a) => [a.id, a.workflow_stage.id, a.alert_items_count]),
    );
    expect((await screen('eth.sanctioned-counterparty')).risk_level).toBe(5);
  });

  it('restoring a disabled version makes the rule’s active alerts inactive, as switching it off does', async () => {
    const sanctions = await policyNamed('Sanctions exposure');
    const rule = await ruleNamed(sanctions, 'Direct exposure to sanctioned entities');
    const ruleUrl = `/risk/api/v4/policies/${sanctions.id}/classifiers/${rule.uuid}/`;
    const save = async (isEnabled: boolean) => {
      const res = await ctx.call('admin', {
        method: 'PUT',
        url: `${ruleUrl}?workspace=alpha`,
        payload: { ...rule, is_enabled: isEnabled },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save(false);
    await save(true);
    const history = (
      await ctx.call('agent', { method: 'GET', url: `${ruleUrl}history/?workspace=alpha` })
    ).json() as {
      classifier_version: { id: number; field_dict: { is_enabled: boolean } };
    }[];
    const disabled = history.find((entry) => !entry.classifier_version.field_dict.is_enabled);
    expect(disabled).toBeDefined();

    const body = await screen('eth.sanctioned-counterparty');
    const before = await alertList(body.id);
    const ours = active(before).filter((a) => a.rule_register.rule_name === rule.rule_name);
    expect(ours).toHaveLength(1);
    const others = before.filter((a) => a.rule_register.rule_name !== rule.rule_name);
    try {
      const restored = await ctx.call('admin', {
        method: 'PUT',
        url: `${ruleUrl}revert/?workspace=alpha`,
        payload: { version_id: disabled?.classifier_version.id },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().is_enabled).toBe(false);
      const after = await alertList(body.id);
      const moved = after.find((a) => a.id === ours[0]?.id);
      expect(moved?.workflow_stage).toMatchObject({ name: 'Inactive', category: 3 });
      expect(moved?.alert_items_count).toBe(ours[0]?.alert_items_count);
      // Alerts of other rules are left as they were.
      const othersAfter = after.filter((a) => a.rule_register.rule_name !== rule.rule_name);
      expect(othersAfter.map((a) => [a.id, a.workflow_stage.id, a.alert_items_count])).toEqual(
        others.map((a) => [a.id, a.workflow_stage.id, a.alert_items_count]),
      );
    } finally {
      await save(true);
    }
  });
});

describe('the alert_and_tag action', () => {
  it('puts the rule’s custom tag on the object it fired on; an alert-only rule tags nothing', async () => {
    const tag = await createCustomTag(ctx, { name: 'Sanctioned by rule', description: 'Put on by a rule' });
    const other = await createCustomTag(ctx, { name: 'Never applied', description: 'On an alert-only rule' });
    const policy = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/policies/?workspace=alpha',
      payload: {
        name: 'Tagging',
        description: 'Tags sanctioned wallets',
        type: 1,
        category: 1,
        is_enabled: true,
      },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const policyId = policy.json().id as number;
    const itself = { rule_condition_type: 1, risk_types: [3], entity_types: ['Sanctions'] };
    for (const [rule_name, action, custom_tag] of [
      ['Tag sanctioned wallets', 'alert_and_tag', tag],
      ['Only alert', 'alert', other],
    ] as const) {
      const res = await ctx.call('admin', {
        method: 'POST',
        url: `/risk/api/v4/policies/${policyId}/classifiers/?workspace=alpha`,
        payload: { rule_name, alert_level: 2, action, custom_tag, rule_conditions: [itself] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const tagsOf = async (id: number) =>
      (
        await ctx.call('agent', { method: 'GET', url: `/risk/api/v4/addresses/${id}/?workspace=alpha` })
      ).json().custom_tags as { id: number; name: string }[];

    const quiet = await screen('eth.list-candidate');
    expect((await tagsOf(quiet.id)).map((t) => t.name)).not.toContain('Sanctioned by rule');
    const body = await screen('btc.sanctioned-darknet');
    const names = (await tagsOf(body.id)).map((t) => t.name);
    expect(names).toContain('Sanctioned by rule');
    expect(names).not.toContain('Never applied');
    // A second firing keeps the one tag.
    await screen('btc.sanctioned-darknet');
    const rows = await ctx.db
      .selectFrom('custom_tagged_addresses')
      .select(['identifier', 'currencies', 'added_by'])
      .where('custom_tag_id', '=', tag)
      .execute();
    expect(rows).toEqual([
      {
        identifier: demo('btc.sanctioned-darknet').address,
        currencies: expect.arrayContaining([0]),
        added_by: null,
      },
    ]);
    // The address's log shows the tag once, put on by the system.
    const log = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${body.id}/audit-logs/?workspace=alpha&type=custom_tags_changed`,
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().results.map((e: { context: unknown }) => e.context)).toEqual([
      { added: ['Sanctioned by rule'], removed: [], source: 'system' },
    ]);
    // The alert names the tag its rule applies.
    const tagging = (await alertList(body.id)).find(
      (a) => a.rule_register.rule_name === 'Tag sanctioned wallets',
    );
    expect(tagging?.rule_register).toMatchObject({
      action: 'alert_and_tag',
      custom_tag_name: 'Sanctioned by rule',
    });
  });
});

describe('policy and rule analytics', () => {
  it('counts flagged objects, the most triggered rules and the alerts of the last 7 days', async () => {
    const illicit = await policyNamed('Illicit activity exposure');
    const base = `/risk/api/v4/policies/${illicit.id}`;
    const read = async (url: string) => {
      const res = await ctx.call('agent', { method: 'GET', url: `${url}?workspace=alpha` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const screened = Number(
      (
        await ctx.db
          .selectFrom('screened_addresses as s')
          .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('w.slug', '=', 'alpha')
          .where('s.archived_at', 'is', null)
          .executeTakeFirst()
      )?.n,
    );
    const flagged = await read(`${base}/crypto-objects-flagged/`);
    expect(flagged.total_count).toBe(screened);
    expect(flagged.flagged_count).toBeGreaterThan(0);
    expect(flagged.flagged_count).toBeLessThan(screened);
    expect(flagged.hit_rate).toBeCloseTo((flagged.flagged_count * 100) / screened, 2);

    const top = await read(`${base}/most-triggered-rules/`);
    expect(top.length).toBeGreaterThan(0);
    const counts = top.map((r: { count: number }) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(top[0]).toMatchObject({ risk_level: expect.any(Number), rule_name: expect.any(String) });

    const days = await read(`${base}/alerts-triggered-over-time/`);
    expect(days).toHaveLength(7);
    expect(days.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const total = days.reduce((n: number, d: { count: number }) => n + d.count, 0);
    expect(total).toBe(counts.reduce((n: number, c: number) => n + c, 0));

    const rule = top[0] as { uuid: string; count: number };
    const ruleBase = `${base}/classifiers/${rule.uuid}`;
    expect((await read(`${ruleBase}/alerts-triggered-over-time/`)).at(-1).count).toBe(rule.count);
    const ruleFlagged = await read(`${ruleBase}/crypto-objects-flagged/`);
    expect(ruleFlagged.total_count).toBe(screened);
    expect(ruleFlagged.flagged_count).toBeGreaterThan(0);
    expect(ruleFlagged.flagged_count).toBeLessThanOrEqual(flagged.flagged_count);
  });

  it('counts the alerts over time per day of the time zone the request names', async () => {
    const tagging = await policyNamed('Tagging');
    const rule = await ruleNamed(tagging, 'Tag sanctioned wallets');
    const alert = await ctx.db
      .selectFrom('alerts')
      .select('id')
      .where('rule_id', '=', (eb) => eb.selectFrom('rules').select('id').where('uuid', '=', rule.uuid))
      .executeTakeFirstOrThrow();
    // The policy's other rule fired now: its items would land on a day that depends on the hour the test runs.
    const onlyAlert = await ruleNamed(tagging, 'Only alert');
    await ctx.db
      .deleteFrom('alert_items')
      .where('alert_id', 'in', (eb) =>
        eb
          .selectFrom('alerts')
          .select('id')
          .where('rule_id', '=', (inner) =>
            inner.selectFrom('rules').select('id').where('uuid', '=', onlyAlert.uuid),
          ),
      )
      .execute();
    // One firing at 05:00 UTC on day D: D in UTC and at UTC+14, D − 1 at UTC−11.
    const now = Date.now();
    let at = new Date(now).setUTCHours(5, 0, 0, 0);
    if (at > now) at -= 86_400_000;
    const day = (offsetDays: number) => new Date(at + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await ctx.db.deleteFrom('alert_items').where('alert_id', '=', alert.id).execute();
    await ctx.db
      .insertInto('alert_items')
      .values({
        alert_id: alert.id,
        workspace_id: (await policyWorkspace()).id,
        identifier: 'x',
        body: '[]',
        context: 'null',
        created_at: new Date(at),
      })
      .execute();
    const chart = async (timeZone?: string) => {
      const res = await ctx.call('agent', {
        method: 'GET',
        url: `/risk/api/v4/policies/${tagging.id}/classifiers/${rule.uuid}/alerts-triggered-over-time/?workspace=alpha`,
        ...(timeZone && { headers: { 'x-timezone': timeZone } }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const days = res.json() as { date: string; count: number }[];
      expect(days).toHaveLength(7);
      return days.filter((d) => d.count > 0).map((d) => `${d.date}:${d.count}`);
    };
    expect(await chart()).toEqual([`${day(0)}:1`]);
    expect(await chart('Pacific/Kiritimati')).toEqual([`${day(0)}:1`]);
    expect(await chart('Pacific/Pago_Pago')).toEqual([`${day(-1)}:1`]);
    // The policy chart reads the header too; an unknown zone is UTC.
    const policyChart = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/policies/${tagging.id}/alerts-triggered-over-time/?workspace=alpha`,
      headers: { 'x-timezone': 'Pacific/Pago_Pago' },
    });
    expect(policyChart.json().filter((d: { count: number }) => d.count > 0)).toEqual([
      { date: day(-1), count: 1 },
    ]);
    expect(await chart('Mars/Olympus_Mons')).toEqual([`${day(0)}:1`]);
    expect(await chart('+05:30')).toEqual([`${day(0)}:1`]);
  });
});

const policyWorkspace = () =>
  ctx.db.selectFrom('workspaces').select('id').where('slug', '=', 'alpha').executeTakeFirstOrThrow();
