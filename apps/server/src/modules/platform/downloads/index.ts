export { downloadRoutes } from './downloads.routes.ts';
export { exportParams, exportPathParam, exportQuery } from './export-params.ts';
export {
  type ExportFile,
  type ExportProducer,
  type ExportRequest,
  queryExport,
} from './export-producer.ts';
export { downloadJobs, PRODUCE_JOB, produceDownload } from './produce-download.ts';
export { type QueueDeps, queueExport, queueRequestExport } from './queue-export.ts';
export { EXPORT_MAX_ROWS, type TableCell, type TableFormat, tableFile } from './table-file.ts';
