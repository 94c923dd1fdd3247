import { z } from 'zod';

/** Query parameter carried by every request: the current workspace slug. */
export const workspaceQuery = z.object({ workspace: z.string().min(1).max(100) });

/** offset/limit paging as sent by the web client (limit capped so a client cannot ask for everything). */
export const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
});

/** Paged answer: count, next link (with offset=), previous link and results. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * Error bodies follow the specification's extraction rule: the first value of the body is the message.
 * Field errors: { field: ["message"] }. Others: { detail: "message", code?: "catalogue_code", error_id?: "…" }.
 */
export const errorBody = z.union([
  z.object({ detail: z.string(), code: z.string().optional(), error_id: z.string().optional() }),
  z.record(z.string(), z.array(z.string())),
]);

/** Trim and drop zero-width characters, as the search bar and screening inputs do. */
export function cleanIdentifier(value: string): string {
  return value.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').trim();
}
