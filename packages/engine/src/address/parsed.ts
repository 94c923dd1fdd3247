/**
 * What a format validator answers for a string it accepts: the canonical form, and whether the match is
 * "weak" (a generic name pattern, e.g. EOS or NEAR account names) that must not drive chain detection.
 */
export type Parsed = { address: string; weak?: boolean };
