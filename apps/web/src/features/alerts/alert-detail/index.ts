export { ALERT_DETAIL_ERROR, AlertDetail } from './alert-detail.tsx';
export { hasRelevantTransactions } from './condition-types.ts';
