import { beforeAll, describe, expect, it } from 'vitest';
import { alphaPolicyIds } from '../../../test-support/policies.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { ATTRIBUTED_ILLICIT_RULES } from './default-policies.ts';

let addressPolicy: number;
let behaviourPolicy: number;
let transactionPolicy: number;
const ctx = useTestApp();
beforeAll(async () => {
  const idOf = await alphaPolicyIds(ctx);
  addressPolicy = idOf('Illicit activity exposure');
  behaviourPolicy = idOf('Behaviour');
  transactionPolicy = idOf('Transaction sanctions exposure');
});

type Rule = {
  uuid: string;
  rule_name: string;
  alert_level: number;
  is_enabled: boolean;
  version: number;
  custom_tag: number | null;
  rule_conditions: Record<string, unknown>[];
  condition_sentences: string[];
  risk_types: number[];
};

function get(url: string) {
  return ctx.call('agent', { method: 'GET', url });
}
const rulesUrl = (policy: number) => `/risk/api/v4/policies/${policy}/classifiers/`;
const create = (policy: number, payload: object, user: 'admin' | 'agent' = 'admin') =>
  ctx.call(user, { method: 'POST', url: `${rulesUrl(policy)}?workspace=alpha`, payload });
const edit = (policy: number, uuid: string, payload: object, user: 'admin' | 'agent' = 'admin') =>
  ctx.call(user, { method: 'PUT', url: `${rulesUrl(policy)}${uuid}/?workspace=alpha`, payload });
const gambling = {
  rule_name: 'Gambling exposure',
  alert_level: 2,
  rule_conditions: [
    {
      rule_condition_type: 1,
      risk_types: 1,
      entity_types: ['Gambling'],
      threshold_amount_usd: '500',
      upper_threshold_amount_usd: 0,
      taint_percent_threshold: 5,
      taint_percent_upper_threshold: '',
    },
  ],
};

async function setPlanFlags(flags: Record<string, boolean>) {
  await ctx.db
    .updateTable('organizations')
    .set({ plan_flags: JSON.stringify(flags) })
    .where('slug', '=', 'acme')
    .execute();
}

describe('adding rules', () => {
  it('stores conditions as the builder validates them: upper values of 0 or empty are omitted', async () => {
    const res = await create(addressPolicy, { ...gambling, custom_tag: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const rule = res.json() as Rule;
    expect(rule).toMatchObject({
      rule_name: 'Gambling exposure',
      alert_level: 2,
      is_enabled: true,
      version: 1,
      custom_tag: null,
      risk_types: [1],
      rule_conditions: [
        {
          rule_condition_type: 1,
          risk_types: [1],
          entity_types: ['Gambling'],
          threshold_amount_usd: 500,
          taint_percent_threshold: 5,
        },
      ],
    });
    expect(rule.rule_conditions[0]).not.toHaveProperty('upper_threshold_amount_usd');
    expect(rule.rule_conditions[0]).not.toHaveProperty('taint_percent_upper_threshold');
    expect(rule.condition_sentences).toEqual(['Received from Gambling (direct) ≥ $500 and ≥ 5% taint']);
    const read = await get(`${rulesUrl(addressPolicy)}${rule.uuid}/?workspace=alpha`);
    expect(read.json()).toEqual(rule);
  });

  it('answers the builder messages for bad rules', async () => {
    const none = await create(addressPolicy, { ...gambling, rule_conditions: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ rule_conditions: ['At least one condition must be added'] });
    const missing = await create(addressPolicy, { rule_conditions: gambling.rule_conditions });
    expect(missing.json()).toEqual({
      rule_name: ['This field is required.'],
      alert_level: ['This field is required.'],
    });
    const taint = await create(addressPolicy, {
      ...gambling,
      rule_conditions: [
        { ...gambling.rule_conditions[0], taint_percent_threshold: 40, taint_percent_upper_threshold: 20 },
      ],
    });
    expect(taint.json()).toEqual({
      'rule_conditions.0.taint_percent_threshold': ['Please enter valid Taint Percent between 0 and 20'],
      'rule_conditions.0.taint_percent_upper_threshold': [
        'Please enter valid Taint Percent between 40 and 100',
      ],
    });
    const behaviourHere = await create(addressPolicy, {
      ...gambling,
      rule_conditions: [{ rule_condition_type: 11, risk_types: [1, 2], transaction_amount_threshold: 5000 }],
    });
    expect(behaviourHere.json()).toEqual({
      'rule_conditions.0.rule_condition_type': ['This condition is not offered for this policy'],
    });
    const notForTransactions = await create(transactionPolicy, {
      ...gambling,
      rule_conditions: [
        {
          rule_condition_type: 4,
          risk_types: 1,
          entity_types: ['Darknet'],
          transaction_amount_threshold: 10,
        },
      ],
    });
    expect(notForTransactions.statusCode).toBe(400);
    const level = await create(addressPolicy, { ...gambling, alert_level: 9 });
    expect(level.json()).toEqual({ alert_level: ['"9" is not a valid choice.'] });
  });
});

describe('editing rules', () => {
  const findRule = async (policy: number, name: string) => {
    const rules = (await get(`${rulesUrl(policy)}?workspace=alpha&limit=100`)).json().results as Rule[];
    const rule = rules.find((r) => r.rule_name === name);
    if (!rule) throw new Error(`no rule ${name}`);
    return rule;
  };

  it('refuses zero conditions, versions every change and lists the kinds of change', async () => {
    const rule = await findRule(addressPolicy, 'Gambling exposure');
    const empty = await edit(addressPolicy, rule.uuid, { ...gambling, rule_conditions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ rule_conditions: ['At least one condition must be added'] });
    expect((await findRule(addressPolicy, 'Gambling exposure')).version).toBe(1);

    const renamed = await edit(addressPolicy, rule.uuid, {
      ...gambling,
      rule_name: 'Gambling',
      alert_level: 3,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ rule_name: 'Gambling', alert_level: 3, version: 2 });
    const threshold = await edit(addressPolicy, rule.uuid, {
      ...gambling,
      rule_name: 'Gambling',
      alert_level: 3,
      rule_conditions: [{ ...gambling.rule_conditions[0], threshold_amount_usd: 900 }],
    });
    expect(threshold.json().version).toBe(3);
    const added = await edit(addressPolicy, rule.uuid, {
      rule_name: 'Gambling',
      alert_level: 3,
      is_enabled: false,
      is_only_or_conditions: true,
      rule_conditions: [
        { ...gambling.rule_conditions[0], threshold_amount_usd: 900 },
        {
          rule_condition_type: 18,
          risk_types: [1, 2],
          entity_types: ['Gambling'],
          threshold_amount_usd: 5000,
        },
      ],
    });
    expect(added.json()).toMatchObject({ version: 4, is_enabled: false });
    // Nothing changed: no new version.
    const same = await edit(addressPolicy, rule.uuid, {
      rule_name: 'Gambling',
      alert_level: 3,
      is_enabled: false,
      is_only_or_conditions: true,
      rule_conditions: added.json().rule_conditions,
    });
    expect(same.json().version).toBe(4);

    const history = (await get(`${rulesUrl(addressPolicy)}${rule.uuid}/history/?workspace=alpha`)).json();
    expect(history.map((e: { kinds: string[] }) => e.kinds)).toEqual([
      ['rule_status_changed', 'conditions_changed'],
      ['condition_fields_changed'],
      ['rule_edited'],
      ['rule_created'],
    ]);
    expect(history[1]).toMatchObject({
      history_type: 2,
      changed_fields: [{ index: 0, fields: ['threshold_amount_usd'] }],
      classifier_version: { rule_uuid: rule.uuid, version: 3 },
      old_version: { field_dict: { rule_conditions: [{ threshold_amount_usd: 500 }] } },
    });
    // The policy's audit trail shows the rule's entries with its own.
    const trail = (await get(`/risk/api/v4/policies/${addressPolicy}/history/?workspace=alpha`)).json();
    expect(
      trail.filter(
        (e: { classifier_version: { rule_uuid: string } | null }) =>
          e.classifier_version?.rule_uuid === rule.uuid,
      ),
    ).toHaveLength(4);
  });

  it('restores a version from the audit trail as a new version', async () => {
    const rule = await findRule(addressPolicy, 'Gambling');
    const history = (await get(`${rulesUrl(addressPolicy)}${rule.uuid}/history/?workspace=alpha`)).json();
    const first = history.at(-1).classifier_version.id;
    const res = await ctx.call('admin', {
      method: 'PUT',
      url: `${rulesUrl(addressPolicy)}${rule.uuid}/revert/?workspace=alpha`,
      payload: { version_id: first },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rule_name: 'Gambling exposure',
      alert_level: 2,
      is_enabled: true,
      version: 5,
      rule_conditions: [{ threshold_amount_usd: 500 }],
    });
    const after = (await get(`${rulesUrl(addressPolicy)}${rule.uuid}/history/?workspace=alpha`)).json();
    expect(after[0].kinds).toContain('rule_restored');
    const unknown = await ctx.call('admin', {
      method: 'PUT',
      url: `${rulesUrl(addressPolicy)}${rule.uuid}/revert/?workspace=alpha`,
      payload: { version_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses every rule write to a non-admin', async () => {
    const rule = await findRule(addressPolicy, 'Gambling exposure');
    const writes = [
      { method: 'POST' as const, url: `${rulesUrl(addressPolicy)}?workspace=alpha`, payload: gambling },
      {
        method: 'PUT' as const,
        url: `${rulesUrl(addressPolicy)}${rule.uuid}/?workspace=alpha`,
        payload: gambling,
      },
      {
        method: 'PUT' as const,
        url: `${rulesUrl(addressPolicy)}${rule.uuid}/revert/?workspace=alpha`,
        payload: { version_id: 1 },
      },
    ];
    for (const write of writes) expect((await ctx.call('agent', write)).statusCode).toBe(403);
    expect((await findRule(addressPolicy, 'Gambling exposure')).version).toBe(5);
  });
});

describe('plan features', () => {
  it('needs Custom Rules to add, edit or restore rules, and Behaviour Rules for live behaviour rules', async () => {
    const rule = (await get(`${rulesUrl(behaviourPolicy)}?workspace=alpha`)).json().results[0] as Rule;
    try {
      await setPlanFlags({ can_edit_rules: false });
      for (const res of [
        await create(addressPolicy, gambling),
        await edit(behaviourPolicy, rule.uuid, { ...rule, rule_name: 'x' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          detail: 'Custom Rules feature is not enabled. Please contact support team to subscribe.',
          code: 'cannot_edit_rules',
        });
      }
      await setPlanFlags({ can_enable_behaviour_rules: false });
      const live = await create(behaviourPolicy, {
        rule_name: 'Fees',
        alert_level: 1,
        rule_conditions: [{ rule_condition_type: 13, risk_types: 2, threshold_amount_usd: 50 }],
      });
      expect(live.statusCode).toBe(403);
      expect(live.json()).toEqual({
        detail: 'Behaviour Rules feature is not enabled. Please contact support team to subscribe.',
        code: 'cannot_enable_behaviour_rules',
      });
      const off = await create(behaviourPolicy, {
        rule_name: 'Fees',
        alert_level: 1,
        is_enabled: false,
        rule_conditions: [{ rule_condition_type: 13, risk_types: 2, threshold_amount_usd: 50 }],
      });
      expect(off.statusCode, off.body).toBe(200);
    } finally {
      await setPlanFlags({});
    }
  });
});

describe('rules across policies', () => {
  it('filters by rule type, status, policy status and type, level, risk type and text', async () => {
    const list = async (query: string) => {
      const res = await get(`/risk/api/v4/classifiers/?workspace=alpha${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        count: number;
        results: (Rule & { policy_type: number; policy_name: string })[];
      };
    };
    const all = await list('&limit=500');
    expect(all.count).toBeGreaterThan(10);
    expect((await list('')).results).toHaveLength(20);
    expect((await list('&rule_type=0&limit=500')).results.every((r) => r.policy_type === 0)).toBe(true);
    expect((await list('&policy_type=1&alert_level=5')).results.map((r) => r.rule_name)).toEqual([
      'Attributed to a sanctioned entity',
      'Direct exposure to sanctioned entities',
      'Attributed to terrorist financing, child abuse material or human trafficking',
    ]);
    // Risk type 3: conditions on the object itself (decision 0045).
    expect(
      (await list('&risk_type=3&policy_type=1&limit=500')).results.map((r) => [r.rule_name, r.risk_types]),
    ).toEqual(
      ['Attributed to a sanctioned entity', ...ATTRIBUTED_ILLICIT_RULES.map((r) => r.rule_name)].map(
        (name) => [name, [3]],
      ),
    );
    const critical = await list('&alert_level=4,5&limit=500');
    expect(critical.results.every((r) => r.alert_level >= 4)).toBe(true);
    expect((await list('&is_enabled=false&limit=500')).results.every((r) => !r.is_enabled)).toBe(true);
    expect((await list('&q=dormant')).results.map((r) => r.rule_name)).toEqual([
      'Dormant address reactivation',
    ]);
    expect((await list('&risk_type=1&limit=500')).results.every((r) => r.risk_types.includes(1))).toBe(true);
    const byLevel = (await list('&ordering=-alert_level&limit=500')).results.map((r) => r.alert_level);
    expect(byLevel).toEqual([...byLevel].sort((a, b) => b - a));
    expect((await get('/risk/api/v4/classifiers/?workspace=alpha&alert_level=high')).statusCode).toBe(400);
    // Policy-scoped listing with its own filters.
    const scoped = (await get(`${rulesUrl(addressPolicy)}?workspace=alpha&alert_level=4`)).json();
    expect(scoped.results.every((r: Rule) => r.alert_level === 4)).toBe(true);
    // The illicit policy's seven rules on what the address is, and its three on direct exposure.
    expect(scoped.count).toBe(10);
  });
});
