import type { z } from 'zod';
import { downloadQueued, exportFormatQuery } from '../schemas/downloads.ts';
import { defineEndpoint } from './define.ts';

/**
 * An export of a list in the format asked for (CSV or XLSX, CSV when not said), queued into the Download manager:
 * a GET with the list's filters or selection and the format, answered with the queued download.
 */
export function queuedExportEndpoint<
  const P extends string,
  S extends z.ZodRawShape,
  C extends z.core.$ZodObjectConfig,
>(spec: { path: P; summary: string; filters: z.ZodObject<S, C>; tags: readonly string[] }) {
  return defineEndpoint({
    method: 'GET',
    path: spec.path,
    summary: spec.summary,
    query: spec.filters.extend(exportFormatQuery.shape),
    response: downloadQueued,
    tags: spec.tags,
  });
}
