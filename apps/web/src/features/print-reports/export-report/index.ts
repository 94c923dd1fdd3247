export { ExportReportModal } from './export-report-modal.tsx';
