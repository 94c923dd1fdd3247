import type { Db } from '../../../db/client.ts';
import {
  insertAlert,
  ruleIdNamed,
  workspaceWithStages,
} from '../../../test-support/alert-rows.test-support.ts';
import { userId } from '../../../test-support/fixture-ids.test-support.ts';
import {
  insertScreenedAddress,
  insertScreenedTransaction,
} from '../../../test-support/screened-rows.test-support.ts';

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

async function rule(db: Db, workspaceId: number, policyType: number, ruleName: string): Promise<RuleRef> {
  const row = await ruleIdNamed(db, workspaceId, ruleName, policyType);
  return { id: row.id, uuid: row.uuid, name: row.rule_name };
}

const AT = new Date('2026-03-01T00:00:00Z');

async function screenedAddress(db: Db, workspaceId: number, identifier: string, customerId: string | null) {
  const customer = customerId ? { id: customerId, type: 1 } : undefined;
  const id = await insertScreenedAddress(db, {
    workspaceId,
    identifier,
    at: AT,
    ...(customer && { customer }),
  });
  return { id, identifier, blockchain: 1 };
}

export async function seedAlertListWorld(db: Db): Promise<AlertListWorld> {
  const alpha = await workspaceWithStages(db, 'alpha');
  const beta = await workspaceWithStages(db, 'beta');
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
  const txId = await insertScreenedTransaction(db, {
    workspaceId: alpha.id,
    identifier: '0xFEEDFACE0001',
    at: AT,
    customer: { id: 'CUST-888', type: 2, address: '0xDEPOSIT' },
  });
  const objects = {
    addrOne: { type: 'address', ...(await screenedAddress(db, alpha.id, 'bc1qAlphaOne', 'CUST-777')) },
    addrTwo: { type: 'address', ...(await screenedAddress(db, alpha.id, '0xBEEF0002', null)) },
    tx: { type: 'transaction', id: txId, identifier: '0xFEEDFACE0001', blockchain: 1 },
  };
  const alerts: Record<string, number> = {};
  for (const spec of SPECS) {
    const stageId = alpha.stages[spec.stage];
    if (stageId === undefined) throw new Error(`no stage ${spec.stage}`);
    alerts[spec.name] = await insertAlert(db, {
      workspaceId: alpha.id,
      object: objects[spec.object],
      ruleId: rules[spec.rule].id,
      level: spec.level,
      stageId,
      assignedTo: spec.assignee ? users[spec.assignee] : null,
      openedAt: new Date(spec.opened),
      updatedAt: new Date(spec.updated),
    });
  }
  const betaRule = await rule(db, beta.id, 1, 'Attributed to a sanctioned entity');
  const betaOpen = beta.stages.Open;
  if (betaOpen === undefined) throw new Error('no Open stage in beta');
  alerts.beta = await insertAlert(db, {
    workspaceId: beta.id,
    object: { type: 'address', ...(await screenedAddress(db, beta.id, 'bc1qAlphaOne', 'CUST-777')) },
    ruleId: betaRule.id,
    level: 5,
    stageId: betaOpen,
    assignedTo: users.outsider,
    openedAt: new Date('2026-03-10T10:00:00Z'),
  });
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
