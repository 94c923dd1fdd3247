export { AddressReport } from './components/address-report.tsx';
export { CaseReport } from './components/case-report.tsx';
export { CustomerReport } from './components/customer-report.tsx';
export { UNABLE_TO_LOAD_COMMENTS } from './components/print-comments.tsx';
export { TransactionReport } from './components/transaction-report.tsx';
export { ExportReportModal } from './export-report/index.ts';
export { chooseSections } from './report-sections.ts';
