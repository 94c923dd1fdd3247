import type { Db } from '../../../db/client.ts';
import {
  insertTimedAlert,
  ruleIdNamed,
  workspaceWithStages,
} from '../../../test-support/alert-rows.test-support.ts';
import {
  insertScreenedAddress,
  insertScreenedTransaction,
  insertScreeningEvents,
} from '../../../test-support/screened-rows.test-support.ts';
import { createCase, describeEntities } from '../../cases/index.ts';

/**
 * The dashboard tests' world, written with the tables' own writers (the rollups follow by the database's triggers):
 * in alpha, live objects by level, screenings around the edges of 10–11 March 2026 (UTC and Paris), alerts opened,
 * closed and firing in that range and the two days before, and cases; in beta, rows that must never show in alpha.
 */
export type DashboardWorld = {
  alpha: number;
  beta: number;
  stages: Record<string, number>;
  rules: { sanctioned: number; large: number; txSanctions: number };
  alerts: Record<string, number>;
  addresses: number[];
};

const AT = new Date('2026-03-01T00:00:00Z');

async function addAddress(
  db: Db,
  workspaceId: number,
  identifier: string,
  riskLevel: number,
  archived = false,
) {
  return insertScreenedAddress(db, { workspaceId, identifier, at: AT, riskLevel, archived });
}

/** Screening events: `count` of a kind on a chain at an instant (one statement, as a bulk upload would). */
export const addScreenings = insertScreeningEvents;

type AlertSpec = {
  name: string;
  type: 'address' | 'transaction';
  level: number;
  stage: string;
  rule: keyof DashboardWorld['rules'];
  opened: string;
  closed?: string;
  /** Firings (alert items) at these instants. */
  items: string[];
};

/** 10–11 March is the range; 8–9 March the period before. */
const ALERTS: AlertSpec[] = [
  {
    name: 'a1',
    type: 'address',
    level: 5,
    stage: 'Open',
    rule: 'sanctioned',
    opened: '2026-03-10T10:00:00Z',
    items: ['2026-03-10T10:00:00Z', '2026-03-10T15:00:00Z', '2026-03-11T09:00:00Z'],
  },
  {
    name: 'a2',
    type: 'address',
    level: 3,
    stage: 'In Review',
    rule: 'large',
    opened: '2026-03-10T11:00:00Z',
    items: ['2026-03-11T12:00:00Z'],
  },
  {
    name: 'a3',
    type: 'transaction',
    level: 4,
    stage: 'Closed – True Positive',
    rule: 'sanctioned',
    opened: '2026-03-10T12:00:00Z',
    closed: '2026-03-10T20:00:00Z',
    items: ['2026-03-10T12:00:00Z'],
  },
  {
    name: 'a4',
    type: 'address',
    level: 5,
    stage: 'Closed – True Positive',
    rule: 'txSanctions',
    opened: '2026-03-08T12:00:00Z',
    closed: '2026-03-11T13:00:00Z',
    items: ['2026-03-11T13:00:00Z'],
  },
  {
    name: 'a5',
    type: 'address',
    level: 2,
    stage: 'Open',
    rule: 'large',
    opened: '2026-03-09T10:00:00Z',
    items: ['2026-03-09T10:00:00Z', '2026-03-09T11:00:00Z'],
  },
  {
    name: 'a6',
    type: 'address',
    level: 1,
    stage: 'Closed – True Positive',
    rule: 'large',
    opened: '2026-03-09T12:00:00Z',
    closed: '2026-03-10T13:00:00Z',
    items: [],
  },
];

export async function seedDashboardWorld(db: Db): Promise<DashboardWorld> {
  const alpha = await workspaceWithStages(db, 'alpha');
  const beta = await workspaceWithStages(db, 'beta');
  const ruleId = async (name: string) => (await ruleIdNamed(db, alpha.id, name)).id;
  const rules = {
    sanctioned: await ruleId('Attributed to a sanctioned entity'),
    large: await ruleId('Large transaction'),
    txSanctions: await ruleId('Direct exposure to sanctioned entities'),
  };
  const addresses = [
    await addAddress(db, alpha.id, 'bc1qDashFive', 5),
    await addAddress(db, alpha.id, '0xDASH0005', 5),
    await addAddress(db, alpha.id, '0xDASH0003', 3),
    await addAddress(db, alpha.id, '0xDASH0001', 1),
  ];
  await addAddress(db, alpha.id, '0xDASHGONE', 5, true);
  await addAddress(db, beta.id, '0xBETA0005', 5);
  const txId = await insertScreenedTransaction(db, {
    workspaceId: alpha.id,
    identifier: '0xDASHTX01',
    at: AT,
    riskLevel: 4,
  });
  await db
    .insertInto('customers')
    .values(
      ['CUST-D1', 'CUST-D2'].map((customer_id) => ({
        workspace_id: alpha.id,
        customer_id,
        risk_level: 2,
        created_by: null,
        created_at: AT,
        updated_at: AT,
      })),
    )
    .execute();

  await addScreenings(db, alpha.id, 'address', 1, '2026-03-10T12:00:00Z', 3);
  await addScreenings(db, alpha.id, 'address', 0, '2026-03-11T12:00:00Z');
  // 23:30 UTC on the 9th is 00:30 on the 10th in Paris; 23:30 UTC on the 11th is the 12th there.
  await addScreenings(db, alpha.id, 'address', 6, '2026-03-09T23:30:00Z');
  await addScreenings(db, alpha.id, 'address', 1, '2026-03-11T23:30:00Z');
  await addScreenings(db, alpha.id, 'address', 1, '2026-03-12T00:30:00Z');
  await addScreenings(db, alpha.id, 'transaction', 1, '2026-03-10T08:00:00Z', 2);
  await addScreenings(db, beta.id, 'address', 1, '2026-03-10T12:00:00Z', 5);

  const alerts: Record<string, number> = {};
  for (const spec of ALERTS) {
    const stage = alpha.stages[spec.stage];
    if (stage === undefined) throw new Error(`no stage ${spec.stage}`);
    const objectId = spec.type === 'address' ? (addresses[0] ?? 0) : txId;
    alerts[spec.name] = await insertTimedAlert(db, {
      workspaceId: alpha.id,
      object: { type: spec.type, id: objectId, identifier: 'bc1qDashFive' },
      ruleId: rules[spec.rule],
      stageId: stage,
      level: spec.level,
      opened: spec.opened,
      closed: spec.closed,
      items: spec.items,
    });
  }

  // Cases: the 10th (automatic, its address at level 5), the 11th 23:30 UTC (manual, closed; the 12th in Paris),
  // the 9th (manual, the period before).
  const entities = await describeEntities(db, alpha.id, [{ type: 'address', id: addresses[0] ?? 0 }]);
  await createCase(db, {
    workspaceId: alpha.id,
    name: 'Auto case',
    createdBy: null,
    isAutoCreated: true,
    entities,
    at: new Date('2026-03-10T09:00:00Z'),
  });
  const c2 = await createCase(db, {
    workspaceId: alpha.id,
    name: 'Manual late case',
    createdBy: null,
    isAutoCreated: false,
    entities: [],
    at: new Date('2026-03-11T23:30:00Z'),
  });
  await db
    .updateTable('cases')
    .set({ status: 2, closed_at: new Date('2026-03-11T23:45:00Z') })
    .where('id', '=', c2.id)
    .execute();
  await createCase(db, {
    workspaceId: alpha.id,
    name: 'Earlier case',
    createdBy: null,
    isAutoCreated: false,
    entities: [],
    at: new Date('2026-03-09T09:00:00Z'),
  });
  return { alpha: alpha.id, beta: beta.id, stages: alpha.stages, rules, alerts, addresses };
}
