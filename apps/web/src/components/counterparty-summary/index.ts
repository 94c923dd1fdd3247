export {
  CounterpartySummaryCard,
  SUMMARY_LOAD_ERROR,
  summaryErrorText,
} from './counterparty-summary-card.tsx';
export type { ExplanationSource } from './explanation-drawer.tsx';
