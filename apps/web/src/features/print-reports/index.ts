export { ModelReport } from './components/model-report.tsx';
export { ExportReportModal } from './export-report/index.ts';
export { chooseSections } from './report-sections.ts';
