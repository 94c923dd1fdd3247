import {
  confidenceLevel,
  DEFAULT_CONFIDENCE,
  type ImportError,
  type LabelRecord,
  OFAC_CONFIDENCE,
} from '@riskscreen/shared';
import type { ActorIndex } from './actor-pack.ts';
import { canonicalAddress } from './canonical-address.ts';
import { chainOfCurrency, chainOfTokenAddress } from './chain-codes.ts';
import { classifyTag } from './tagpack-category.ts';
import { cleanEntityName, emptyResult, type ImportInput, lineLocator, type ParseResult } from './types.ts';
import { YamlEvents, type YamlMap, type YamlValue } from './yaml-events.ts';

export type TagPackOptions = { actors?: ActorIndex; source?: string };

/**
 * 'tagpack': a GraphSense TagPack. Header fields are defaults every tag inherits and may override. A tag becomes
 * one label on its own chain (TagPack contract addresses are chain-specific, so no blockchain NULL here), named
 * after its actor (ActorPack) or label, with the confidence level of its confidence id and attributed at lastmod.
 */
export function parseTagPack(input: ImportInput, options: TagPackOptions = {}): ParseResult {
  const result = emptyResult();
  const doc = YamlEvents.parse(input.text);
  if ('error' in doc) {
    result.errors.push({ line: doc.line, error: doc.error });
    return result;
  }
  const root = doc.rootEntries();
  const tagsAt = root.get('tags');
  if (tagsAt === undefined) {
    result.errors.push({ line: 0, error: 'Not a TagPack: no tags list' });
    return result;
  }
  const header = Object.create(null) as YamlMap;
  for (const [key, at] of root) if (key !== 'tags') header[key] = doc.valueAt(at);

  const source = options.source ?? `graphsense:${input.name.replace(/^.*\//, '').replace(/\.ya?ml$/i, '')}`;
  const lineOf = lineLocator(input.text);
  for (const { offset, value } of doc.items(tagsAt)) {
    const line = lineOf(offset);
    const tag = isMap(value) ? { ...header, ...value } : null;
    const label = tag
      ? readTag(line, tag, source, options.actors)
      : { line, error: 'A tag must be a mapping' };
    if ('error' in label) result.errors.push(label);
    else result.records.push(label);
  }
  return result;
}

function readTag(
  line: number,
  tag: YamlMap,
  source: string,
  actors: ActorIndex | undefined,
): LabelRecord | ImportError {
  const fail = (error: string): ImportError => ({ line, error });
  const raw = text(tag.address);
  if (!raw) return fail(text(tag.tx_hash) ? 'Transaction tags are not imported' : 'Tag without an address');
  const currency = text(tag.currency) ?? text(tag.network);
  if (!currency) return fail('Tag without a currency');
  const chainOrToken = chainOfCurrency(currency);
  if (chainOrToken === undefined) return fail(`Unknown currency '${currency}'`);
  const blockchain = chainOrToken === 'token' ? chainOfTokenAddress(currency, raw) : chainOrToken;
  if (blockchain === undefined) return fail(`Cannot tell the chain of ${currency} address '${raw}'`);
  const address = canonicalAddress(blockchain, raw);
  if (!address.ok) return fail(address.error);

  const actorId = text(tag.actor);
  const actor = actorId ? actors?.get(actorId) : undefined;
  const concepts = Array.isArray(tag.concepts) ? tag.concepts.map(text).filter((c): c is string => !!c) : [];
  const sourceUrl = text(tag.source);
  const kind = classifyTag(
    { abuse: text(tag.abuse), category: text(tag.category), concepts, source: sourceUrl },
    actor,
  );
  if ('error' in kind) return fail(kind.error);

  const confidenceId = text(tag.confidence);
  const confidence = confidenceId
    ? confidenceLevel(confidenceId)
    : kind.category === 'Sanctions' && kind.subtype === 1301
      ? OFAC_CONFIDENCE
      : DEFAULT_CONFIDENCE;
  if (confidence === undefined) return fail(`Unknown confidence '${confidenceId}'`);

  // The actor's canonical name wins over the free-text label ("Lazarus Group", not "Lazarus group").
  const names = [actor?.label, text(tag.label), text(tag.title)];
  const name = cleanEntityName(names.find((n) => n?.trim()) ?? '');
  if (!name) return fail('Tag without a label, actor or title');

  return {
    line,
    blockchain,
    address: address.address,
    entity: { name, category: kind.category, subtype: kind.subtype, description: '' },
    source,
    confidence,
    attributed_at: isoDay(text(tag.lastmod)),
    valid_from: null,
    valid_to: null,
  };
}

function text(value: YamlValue | undefined): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function isMap(value: YamlValue): value is YamlMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isoDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const time = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}
