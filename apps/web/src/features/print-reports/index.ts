export { ModelReport } from './components/model-report.tsx';
export { ExportReportMenuItem, ExportReportModal } from './export-report/index.ts';
export { chooseSections } from './report-sections.ts';
