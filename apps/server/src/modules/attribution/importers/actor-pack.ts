import type { ImportError } from '@riskscreen/shared';
import { YamlEvents, type YamlValue } from './yaml-events.ts';

/** A GraphSense actor: the canonical name of an entity and the concepts it is known for. */
export type Actor = { label: string; categories: string[] };
export type ActorIndex = ReadonlyMap<string, Actor>;

/** An ActorPack has a root `actors:` list and no `tags:` list. */
export function isActorPack(text: string): boolean {
  return /^actors:/m.test(text) && !/^tags:/m.test(text);
}

/** actor id → {label, categories} from an ActorPack (actors/graphsense.actorpack.yaml). */
export function parseActorPack(text: string): { actors: Map<string, Actor>; errors: ImportError[] } {
  const actors = new Map<string, Actor>();
  const doc = YamlEvents.parse(text);
  if ('error' in doc) return { actors, errors: [{ line: doc.line, error: doc.error }] };
  const list = doc.rootEntries().get('actors');
  if (list === undefined) return { actors, errors: [{ line: 0, error: 'Not an ActorPack: no actors list' }] };
  for (const { value } of doc.items(list)) {
    if (!isMap(value) || typeof value.id !== 'string') continue;
    const categories = Array.isArray(value.categories)
      ? value.categories.filter((c): c is string => typeof c === 'string')
      : [];
    const label = typeof value.label === 'string' && value.label.trim() ? value.label : value.id;
    actors.set(value.id, { label, categories });
  }
  return { actors, errors: [] };
}

function isMap(value: YamlValue): value is { [key: string]: YamlValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
