import { z } from 'zod';

/** The most hops a workspace may trace (the core's cost grows with each; 10 is far past useful attribution). */
export const MAX_HOPS_LIMIT = 10;
/** A minimum edge value above this is a typing slip, not a setting. */
export const MAX_MIN_EDGE_VALUE_USD = 1_000_000_000;

/**
 * GET /risk/api/v4/screening-settings/ — how the workspace's screenings trace exposure (DESIGN §4). `max_hops` is
 * the stored setting; `effective_max_hops` what screening uses: 1 (direct only) when the plan has no multi-hop.
 * Transfers worth less than `min_edge_value_usd` are not followed (their value counts as Unknown).
 */
export const screeningSettings = z.object({
  max_hops: z.number().int(),
  effective_max_hops: z.number().int(),
  max_hops_limit: z.number().int(),
  is_multi_hop_enabled: z.boolean(),
  min_edge_value_usd: z.number(),
  /** Only the haircut model is implemented (FIFO is not; see docs/exposure-model.md). */
  tracing_method: z.literal('haircut'),
});
export type ScreeningSettings = z.infer<typeof screeningSettings>;

/** PUT /risk/api/v4/screening-settings/ — either field may be left out. */
export const screeningSettingsUpdate = z.object({
  max_hops: z
    .number({ message: 'Enter a whole number of hops.' })
    .int('Enter a whole number of hops.')
    .min(1, 'The hop limit is at least 1.')
    .max(MAX_HOPS_LIMIT, `The hop limit is at most ${MAX_HOPS_LIMIT}.`)
    .optional(),
  min_edge_value_usd: z
    .number({ message: 'Enter an amount in USD.' })
    .min(0, 'The minimum value cannot be negative.')
    .max(MAX_MIN_EDGE_VALUE_USD, 'The minimum value is at most 1,000,000,000 USD.')
    .optional(),
});
export type ScreeningSettingsUpdate = z.infer<typeof screeningSettingsUpdate>;
