export { ExportReportMenuItem } from './export-report-menu-item.tsx';
export { ExportReportModal } from './export-report-modal.tsx';
