import { z } from 'zod';

/** Query parameter carried by every request: the current workspace slug. */
export const workspaceQuery = z.object({ workspace: z.string().min(1).max(100) });

const DECIMAL_INTEGER = /^-?\d{1,15}$/;

/**
 * An integer from a JSON number or a string of decimal digits (query strings, path segments, form fields). Nothing
 * else is read as a number: z.coerce would take null, '', false and [] for 0, true for 1, '0x10' for 16 and
 * '  1' for 1, so a malformed request would act on some other record.
 */
export function integerField(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max),
  );
}

/** A record id in a path or a list: 1 … 2³¹−1 (a PostgreSQL integer). */
export const recordId = integerField(1, 2 ** 31 - 1);
export const recordIdParams = z.object({ id: recordId });

/**
 * The blockchain of a screening or a comment: required, a chain number. Whether the chain exists is the catalogue's
 * call (resolve-chain), which answers 'Select a valid blockchain.' for an unknown number as well. The description
 * and example reach the OpenAPI document (zod's metadata is copied into the generated JSON schema).
 */
export const blockchainField = z
  .preprocess(
    (value) => (typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'This field is required.' : 'Select a valid blockchain.',
      })
      .int('Select a valid blockchain.')
      .min(-1, 'Select a valid blockchain.')
      .max(10_000, 'Select a valid blockchain.'),
  )
  .meta({
    description:
      "The blockchain: the chain's number in the chain catalogue, e.g. 0 Bitcoin, 1 Ethereum, 2 Litecoin, " +
      '6 Dogecoin, 8 Binance Smart Chain, 9 Polygon, 10 Tron, 11 Cardano, 24 Solana; a JSON number or a string of ' +
      'digits. -1 means all chains, where an endpoint allows it.',
    example: 1,
  });

/** An address or a transaction as a row names it: its identifier and its chain (the chain's number and code). */
export const onChainObjectFields = {
  identifier: z.string(),
  currency: z.number().int(),
  currency_short: z.string(),
};

/**
 * The offset/limit paging fields of a list query: limit capped at maxLimit (so a client cannot ask for
 * everything), defaultLimit when not sent.
 */
export function pageFields(maxLimit: number, defaultLimit: number) {
  return {
    offset: integerField(0, 10_000_000).default(0),
    limit: integerField(1, maxLimit).default(defaultLimit),
  };
}

/** offset/limit paging as sent by the web client. */
export const pageQuery = z.object(pageFields(1000, 20));

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
