import type { Db } from '../../../db/client.ts';
import { alertsResolutionRecord, alertsRiskData, alertsSummary, topRules } from './alert-figures.ts';
import { casesSummary } from './case-figures.ts';
import type { DashboardRange } from './dashboard-range.ts';
import { liveRiskLevelCounts, screeningsPerChain } from './entity-figures.ts';

type Compute<T> = (db: Db, workspaceId: number, range: DashboardRange) => Promise<T>;

async function addressFigures(db: Db, workspaceId: number, range: DashboardRange) {
  const [levels, chains] = await Promise.all([
    liveRiskLevelCounts(db, workspaceId, 'address'),
    screeningsPerChain(db, workspaceId, 'address', range),
  ]);
  return { address_risk_level_count: levels, address_currency_count: chains };
}

async function transactionFigures(db: Db, workspaceId: number, range: DashboardRange) {
  const [levels, chains] = await Promise.all([
    liveRiskLevelCounts(db, workspaceId, 'transaction'),
    screeningsPerChain(db, workspaceId, 'transaction', range),
  ]);
  return { transaction_risk_level_count: levels, transaction_currency_count: chains };
}

/** What each widget group computes; the key is the snapshot's kind and the download's section name. */
export const WIDGETS = {
  addresses: addressFigures,
  transactions: transactionFigures,
  customers: async (db, workspaceId) => ({
    customer_risk_level_count: await liveRiskLevelCounts(db, workspaceId, 'customer'),
  }),
  entities: async (db, workspaceId, range) => {
    const [addresses, transactions, customers] = await Promise.all([
      addressFigures(db, workspaceId, range),
      transactionFigures(db, workspaceId, range),
      liveRiskLevelCounts(db, workspaceId, 'customer'),
    ]);
    return { entities_summary: { ...addresses, ...transactions, customer_risk_level_count: customers } };
  },
  cases: async (db, workspaceId, range) => ({ cases_summary: await casesSummary(db, workspaceId, range) }),
  rules: (db, workspaceId, range) => topRules(db, workspaceId, range),
  alerts: async (db, workspaceId, range) => ({
    alerts_summary: await alertsSummary(db, workspaceId, range, range.previous),
  }),
  alertsEntity: (db, workspaceId, range) => alertsRiskData(db, workspaceId, range),
  alertsResolutionRecord: (db, workspaceId, range) => alertsResolutionRecord(db, workspaceId, range),
} satisfies Record<string, Compute<object>>;

export type WidgetKind = keyof typeof WIDGETS;
export type WidgetData<K extends WidgetKind> = Awaited<ReturnType<(typeof WIDGETS)[K]>>;
