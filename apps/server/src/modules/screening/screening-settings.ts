/**
 * How far and how finely screening traces. The hop limit is a workspace setting (workspaces.max_hops); an address
 * with more distinct counterparties than MEGAHUB_DEGREE is a megahub: drawn, never traced through.
 */
export const MEGAHUB_DEGREE = 1000;
/** Paths kept per exposure figure for the "why" explanation. */
export const EXPLAIN_TOP_PATHS = 5;
/** A cluster larger than this is screened through its first addresses only (keeps one screening bounded). */
export const MAX_ORIGIN_ADDRESSES = 500;
