import { z } from 'zod';

/**
 * The drop-in sanctions check (issue 17): the shape of the widely used free sanctions-screening API, so wallets
 * and back offices integrated with it switch by changing the base URL.
 */
export const sanctionsCheckParams = z.object({
  address: z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(200, 'Ensure this field has no more than 200 characters.')
    .describe('An address of any supported chain, as the chain writes it'),
});

/** One sanctions listing of the address: the listed entity, what it is listed for, and where to read the listing. */
export const sanctionsIdentification = z.object({
  category: z.literal('sanctions'),
  name: z.string().describe('The listed entity, e.g. "SANCTIONS: OFAC SDN Lazarus Group"'),
  description: z.string(),
  url: z.string().describe("The list's public page ('' when the source has none)"),
});

export const sanctionsCheckAnswer = z.object({
  /** Empty when the address is on no current sanctions list. */
  identifications: z.array(sanctionsIdentification),
});
export type SanctionsCheckAnswer = z.infer<typeof sanctionsCheckAnswer>;
