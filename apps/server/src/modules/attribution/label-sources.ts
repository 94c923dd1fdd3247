/**
 * A label source as people name it: OFAC's list is "OFAC SDN" (the reason a re-screen gives after a delisting
 * reads "delisted from OFAC SDN on <date>"); TagPacks and CSV feeds by their pack or feed.
 */
export function sourceTitle(source: string): string {
  if (source === 'ofac') return 'OFAC SDN';
  if (source.startsWith('graphsense:')) return `GraphSense TagPack ${source.slice('graphsense:'.length)}`;
  if (source.startsWith('csv:')) return `CSV feed ${source.slice('csv:'.length)}`;
  return source;
}
