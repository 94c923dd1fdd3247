import type { SanctionsCheckAnswer } from '@riskscreen/shared';
import type { SanctionsListing } from '../../attribution/index.ts';

/** Where each source's listings can be read (the drop-in answer's url); '' for a source without a public page. */
const SOURCE_URLS: Record<string, string> = {
  ofac: 'https://sanctionssearch.ofac.treas.gov/',
};

/**
 * Listings in the drop-in answer's shape: the name says which list ("SANCTIONS: OFAC SDN Lazarus Group", as the
 * free API words it), the description is the entity's as imported (else a sentence naming the list).
 */
export function presentIdentifications(listings: readonly SanctionsListing[]): SanctionsCheckAnswer {
  return {
    identifications: listings.map((l) => ({
      category: 'sanctions' as const,
      // The per-currency lists' one entity is named after the list already: not 'OFAC SDN OFAC SDN List'.
      name: `SANCTIONS: ${l.entity.startsWith(l.sourceTitle) ? l.entity : `${l.sourceTitle} ${l.entity}`}`,
      description: l.description || `${l.entity} is on the ${l.sourceTitle} list.`,
      url:
        SOURCE_URLS[l.source] ??
        (l.source.startsWith('graphsense:') ? 'https://github.com/graphsense/graphsense-tagpacks' : ''),
    })),
  };
}
