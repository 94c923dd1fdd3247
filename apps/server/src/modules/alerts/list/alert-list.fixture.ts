import type { Db } from '../../../db/client.ts';

/**
 * The alert list tests' world: in alpha, alerts on two addresses and a transaction across stages, levels,
 * assignees, rules and days; in beta one alert on an address of the same identifier (it must never show in alpha).
 */
export type AlertListWorld = {
  alpha: number;
  beta: number;
  users: { admin: number; agent: number; owner: number; blocked: number; outsider: number };
  stages: Record<string, number>;
  betaStages: Record<string, number>;
  rules: { sanctioned: RuleRef; large: RuleRef; txSanctions: RuleRef };
  /** Alert ids by name, in alpha (and 'beta' for beta's). */
  alerts: Record<string, number>;
};
type RuleRef = { id: number; uuid: string; name: string };

type Spec = {
  name: string;
  object: 'addrOne' | 'addrTwo' | 'tx';
  rule: keyof AlertListWorld['rules'];
  level: number;
  stage: string;
  assignee: 'admin' | 'agent' | null;
  opened: string;
  updated: string;
};

/** Opened one day apart, updated in another order, so each ordering gives its own sequence. */
const SPECS: Spec[] = [
  {
    name: 'open1',
    object: 'addrOne',
    rule: 'sanctioned',
    level: 5,
    stage: 'Open',
    assignee: null,
    opened: '2026-03-01T10:00:00Z',
    updated: '2026-03-09T10:00:00Z',
  },
  {
    name: 'open2',
    object: 'addrTwo',
    rule: 'large',
    level: 2,
    stage: 'Open',
    assignee: 'agent',
    opened: '2026-03-02T10:00:00Z',
    updated: '2026-03-03T10:00:00Z',
  },
  {
    name: 'review',
    object: 'addrOne',
    rule: 'large',
    level: 3,
    stage: 'In Review',
    assignee: 'agent',
    opened: '2026-03-03T10:00:00Z',
    updated: '2026-03-08T10:00:00Z',
  },
  {
    name: 'escalated',
    object: 'tx',
    rule: 'txSanctions',
    level: 4,
    stage: 'Escalated',
    assignee: 'admin',
    opened: '2026-03-04T10:00:00Z',
    updated: '2026-03-05T10:00:00Z',
  },
  {
    name: 'closedTp',
    object: 'tx',
    rule: 'txSanctions',
    level: 1,
    stage: 'Closed – True Positive',
    assignee: 'admin',
    opened: '2026-03-05T10:00:00Z',
    updated: '2026-03-07T10:00:00Z',
  },
  {
    name: 'inactive',
    object: 'addrTwo',
    rule: 'sanctioned',
    level: 4,
    stage: 'Inactive',
    assignee: null,
    opened: '2026-03-06T10:00:00Z',
    updated: '2026-03-06T12:00:00Z',
  },
];

async function userId(db: Db, email: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

async function workspace(db: Db, slug: string) {
  const { id } = await db
    .selectFrom('workspaces')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const stages = await db
    .selectFrom('workflow_stages')
    .select(['id', 'name'])
    .where('workspace_id', '=', id)
    .execute();
  return { id, stages: Object.fromEntries(stages.map((s) => [s.name, s.id])) };
}

async function rule(db: Db, workspaceId: number, policyType: number, ruleName: string): Promise<RuleRef> {
  const row = await db
    .selectFrom('rules as r')
    .innerJoin('policies as p', 'p.id', 'r.policy_id')
    .select(['r.id', 'r.uuid', 'r.rule_name'])
    .where('r.workspace_id', '=', workspaceId)
    .where('p.type', '=', policyType)
    .where('r.rule_name', '=', ruleName)
    .executeTakeFirstOrThrow();
  return { id: row.id, uuid: row.uuid, name: row.rule_name };
}

async function screenedAddress(db: Db, workspaceId: number, identifier: string, customerId: string | null) {
  const at = new Date('2026-03-01T00:00:00Z');
  const row = await db
    .insertInto('screened_addresses')
    .values({
      workspace_id: workspaceId,
      blockchain: 1,
      identifier,
      destination_tag: null,
      customer_id: customerId,
      customer_type: customerId ? 1 : null,
      result: JSON.stringify({}),
      screened_by: null,
      created_at: at,
      last_screened_time: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, identifier, blockchain: 1 };
}

export async function seedAlertListWorld(db: Db): Promise<AlertListWorld> {
  const alpha = await workspace(db, 'alpha');
  const beta = await workspace(db, 'beta');
  const users = {
    admin: await userId(db, 'admin@acme.test'),
    agent: await userId(db, 'agent@acme.test'),
    owner: await userId(db, 'owner@acme.test'),
    blocked: await userId(db, 'blocked@acme.test'),
    outsider: await userId(db, 'outsider@acme.test'),
  };
  const rules = {
    sanctioned: await rule(db, alpha.id, 1, 'Attributed to a sanctioned entity'),
    large: await rule(db, alpha.id, 1, 'Large transaction'),
    txSanctions: await rule(db, alpha.id, 0, 'Direct exposure to sanctioned entities'),
  };
  const at = new Date('2026-03-01T00:00:00Z');
  const tx = await db
    .insertInto('screened_transactions')
    .values({
      workspace_id: alpha.id,
      blockchain: 1,
      identifier: '0xFEEDFACE0001',
      customer_id: 'CUST-888',
      customer_type: 2,
      customer_address: '0xDEPOSIT',
      result: JSON.stringify({}),
      screened_by: null,
      created_at: at,
      last_screened_time: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const objects = {
    addrOne: { type: 'address', ...(await screenedAddress(db, alpha.id, 'bc1qAlphaOne', 'CUST-777')) },
    addrTwo: { type: 'address', ...(await screenedAddress(db, alpha.id, '0xBEEF0002', null)) },
    tx: { type: 'transaction', id: tx.id, identifier: '0xFEEDFACE0001', blockchain: 1 },
  };
  const alerts: Record<string, number> = {};
  for (const spec of SPECS) {
    const object = objects[spec.object];
    const stageId = alpha.stages[spec.stage];
    if (stageId === undefined) throw new Error(`no stage ${spec.stage}`);
    const row = await db
      .insertInto('alerts')
      .values({
        workspace_id: alpha.id,
        object_type: object.type,
        object_id: object.id,
        blockchain: object.blockchain,
        identifier: object.identifier,
        rule_id: rules[spec.rule].id,
        level: spec.level,
        workflow_stage_id: stageId,
        assigned_to: spec.assignee ? users[spec.assignee] : null,
        opened_at: new Date(spec.opened),
        updated_at: new Date(spec.updated),
        latest_item_body: JSON.stringify([]),
        latest_context: JSON.stringify(null),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    alerts[spec.name] = row.id;
  }
  const betaRule = await rule(db, beta.id, 1, 'Attributed to a sanctioned entity');
  const betaAddress = await screenedAddress(db, beta.id, 'bc1qAlphaOne', 'CUST-777');
  const betaOpen = beta.stages.Open;
  if (betaOpen === undefined) throw new Error('no Open stage in beta');
  const betaAlert = await db
    .insertInto('alerts')
    .values({
      workspace_id: beta.id,
      object_type: 'address',
      object_id: betaAddress.id,
      blockchain: 1,
      identifier: betaAddress.identifier,
      rule_id: betaRule.id,
      level: 5,
      workflow_stage_id: betaOpen,
      assigned_to: users.outsider,
      opened_at: new Date('2026-03-10T10:00:00Z'),
      updated_at: new Date('2026-03-10T10:00:00Z'),
      latest_item_body: JSON.stringify([]),
      latest_context: JSON.stringify(null),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  alerts.beta = betaAlert.id;
  return {
    alpha: alpha.id,
    beta: beta.id,
    users,
    stages: alpha.stages,
    betaStages: beta.stages,
    rules,
    alerts,
  };
}
