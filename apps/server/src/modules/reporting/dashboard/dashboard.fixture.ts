import type { Db } from '../../../db/client.ts';
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

async function workspaceOf(db: Db, slug: string) {
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
  return { id, stages: Object.fromEntries(stages.map((s) => [s.name, s.id])) as Record<string, number> };
}

async function ruleId(db: Db, workspaceId: number, name: string): Promise<number> {
  const row = await db
    .selectFrom('rules')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('rule_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

const AT = new Date('2026-03-01T00:00:00Z');

export async function addAddress(
  db: Db,
  workspaceId: number,
  identifier: string,
  riskLevel: number,
  archived = false,
) {
  const row = await db
    .insertInto('screened_addresses')
    .values({
      workspace_id: workspaceId,
      blockchain: 1,
      identifier,
      destination_tag: null,
      customer_id: null,
      customer_type: null,
      risk_level: riskLevel,
      result: JSON.stringify({}),
      screened_by: null,
      created_at: AT,
      last_screened_time: AT,
      archived_at: archived ? AT : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Screening events: `count` of a kind on a chain at an instant (one statement, as a bulk upload would). */
export async function addScreenings(
  db: Db,
  workspaceId: number,
  objectType: 'address' | 'transaction',
  blockchain: number,
  at: string,
  count = 1,
) {
  await db
    .insertInto('screening_events')
    .values(
      Array.from({ length: count }, (_, i) => ({
        workspace_id: workspaceId,
        user_id: null,
        object_type: objectType,
        blockchain,
        identifier: `${objectType}-${blockchain}-${at}-${i}`,
        risk_level: 3,
        duration_ms: 5,
        created_at: new Date(at),
      })),
    )
    .execute();
}

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
  const alpha = await workspaceOf(db, 'alpha');
  const beta = await workspaceOf(db, 'beta');
  const rules = {
    sanctioned: await ruleId(db, alpha.id, 'Attributed to a sanctioned entity'),
    large: await ruleId(db, alpha.id, 'Large transaction'),
    txSanctions: await ruleId(db, alpha.id, 'Direct exposure to sanctioned entities'),
  };
  const addresses = [
    await addAddress(db, alpha.id, 'bc1qDashFive', 5),
    await addAddress(db, alpha.id, '0xDASH0005', 5),
    await addAddress(db, alpha.id, '0xDASH0003', 3),
    await addAddress(db, alpha.id, '0xDASH0001', 1),
  ];
  await addAddress(db, alpha.id, '0xDASHGONE', 5, true);
  await addAddress(db, beta.id, '0xBETA0005', 5);
  const tx = await db
    .insertInto('screened_transactions')
    .values({
      workspace_id: alpha.id,
      blockchain: 1,
      identifier: '0xDASHTX01',
      customer_id: null,
      customer_type: null,
      customer_address: null,
      risk_level: 4,
      result: JSON.stringify({}),
      screened_by: null,
      created_at: AT,
      last_screened_time: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
    const row = await db
      .insertInto('alerts')
      .values({
        workspace_id: alpha.id,
        object_type: spec.type,
        object_id: spec.type === 'address' ? (addresses[0] ?? 0) : tx.id,
        blockchain: 1,
        identifier: 'bc1qDashFive',
        rule_id: rules[spec.rule],
        level: spec.level,
        workflow_stage_id: stage,
        assigned_to: null,
        opened_at: new Date(spec.opened),
        updated_at: new Date(spec.closed ?? spec.opened),
        latest_item_body: JSON.stringify([]),
        latest_context: JSON.stringify(null),
        closed_at: spec.closed ? new Date(spec.closed) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    alerts[spec.name] = row.id;
    if (spec.items.length > 0) {
      await db
        .insertInto('alert_items')
        .values(
          spec.items.map((at) => ({
            alert_id: row.id,
            workspace_id: alpha.id,
            identifier: 'bc1qDashFive',
            body: JSON.stringify([]),
            context: JSON.stringify(null),
            status: null,
            created_at: new Date(at),
          })),
        )
        .execute();
    }
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
