import { counted } from '../../lib/format.ts';

/**
 * The line above the graph: what is shown, why the neighbourhood may be incomplete, and, when filters leave no
 * link, what to change (a lone origin otherwise looks like a broken graph).
 */
export function graphCountsText(shown: {
  nodes: number;
  links: number;
  isTruncated: boolean;
  activeFilters: number;
}): string {
  const parts = [`${counted(shown.nodes, 'node')} · ${counted(shown.links, 'link')}`];
  if (shown.isTruncated) parts.push('the neighbourhood was cut at the node limit');
  if (shown.activeFilters > 0 && shown.links === 0) {
    parts.push('the filters leave no link: widen the hops, the value range or the entity types');
  }
  return parts.join(' · ');
}
