import type { z } from 'zod';
import type { BaseDeps } from '../../../lib/module.ts';
import { exportQuery } from './export-params.ts';

/** What a producer is asked for: the export's kind and parameters, in the requester's workspace. */
export type ExportRequest = {
  downloadId: string;
  workspaceId: number;
  userId: number;
  kind: string;
  /** What the queuing route stored: its query (and path parameters), as JSON. */
  params: Record<string, unknown>;
};

export type ExportFile = { fileName: string; mediaType: string; bytes: Uint8Array };

/**
 * One kind of export, registered by the module that owns its data (a higher layer): the downloads module runs it
 * in its job and never imports it (modules/index.ts hands the list to `downloadJobs`).
 */
export type ExportProducer = {
  kind: string;
  produce(deps: BaseDeps, request: ExportRequest): Promise<ExportFile>;
};

/** A producer whose parameters are the queuing route's query, read again with the endpoint's schema. */
export function queryExport<S extends z.ZodType>(
  kind: string,
  query: S,
  produce: (deps: BaseDeps, request: ExportRequest, query: z.output<S>) => Promise<ExportFile>,
): ExportProducer {
  return { kind, produce: (deps, request) => produce(deps, request, exportQuery(request.params, query)) };
}
