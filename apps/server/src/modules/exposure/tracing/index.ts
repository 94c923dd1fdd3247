export type { DirectionSnapshot } from './address-exposure.ts';
export { loadAddressFacts } from './address-facts.repo.ts';
export { readAddressesAhead } from './address-reads.ts';
export {
  type AddressReport,
  explainAddressExposure,
  exposureAtHopLimits,
  TokenAccountError,
  type TracedAddress,
  traceAddress,
} from './address-report.ts';
export { type ChainAccess, createChainAccess, type ExposureDeps, forBatch } from './chain-access.ts';
export {
  type ChainTransaction,
  findChainTransaction,
  loadTransactionTransfers,
  loadTxIo,
} from './chain-transaction.repo.ts';
export { dataCoverageOf, holdsChainData, storedDataCoverage } from './data-coverage.ts';
export { presentDirectionTotals } from './direction-totals.ts';
export { describeSubtype, primaryLabel, type TagView, tagView } from './own-attribution.ts';
export { resolveChain } from './resolve-chain.ts';
export { screeningSettingsRoutes } from './screening-settings.routes.ts';
export { MEGAHUB_DEGREE, workspaceTraceSettings } from './screening-settings.ts';
export { createExposureTracer, type ExposureTracer } from './trace-pool/exposure-tracer.ts';
export { computeTransactionExposure } from './transaction-exposure.ts';
export { aggregateLegs, assetTotals, exposureFlows, legsOf } from './transaction-legs.ts';
export {
  buildTransactionReport,
  type TransactionParty,
  type TransactionReport,
} from './transaction-report.ts';
