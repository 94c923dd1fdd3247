import type { LabelImportFormat } from '@riskscreen/shared';
import { type Actor, isActorPack, parseActorPack } from './actor-pack.ts';
import { parseLabelCsv } from './label-csv.ts';
import { parseOfacCsv } from './ofac-csv.ts';
import { parseOfacList } from './ofac-list.ts';
import { parseOfacXml } from './ofac-xml.ts';
import { parseTagPack } from './tagpack.ts';
import type { ImportInput, ParseResult } from './types.ts';

export type { ImportInput, ParseResult } from './types.ts';

/** One import: written in one transaction and recorded as one label_imports row. */
export type PlannedImport = { fileName: string; parse(): ParseResult };

/**
 * Files → imports. Each file is its own import, except that OFAC's sdn.csv and sdn_comments.csv belong together
 * (the comments continue the remarks), and ActorPacks given with TagPacks only supply actor names. Parsing is
 * deferred so a large batch holds one file's labels in memory at a time.
 */
export function planImports(
  format: LabelImportFormat,
  inputs: ImportInput[],
  options: { source?: string } = {},
): PlannedImport[] {
  const source = options.source;
  switch (format) {
    case 'csv':
      return inputs.map((input) => ({ fileName: input.name, parse: () => parseLabelCsv(input, source) }));
    case 'ofac-xml':
      return inputs.map((input) => ({ fileName: input.name, parse: () => parseOfacXml(input) }));
    case 'ofac-list':
      return inputs.map((input) => ({ fileName: input.name, parse: () => parseOfacList(input) }));
    case 'ofac-csv':
      return [{ fileName: inputs.map((i) => i.name).join(', '), parse: () => parseOfacCsv(inputs) }];
    case 'tagpack': {
      const actors = new Map<string, Actor>();
      const actorErrors: PlannedImport[] = [];
      const packs = inputs.filter((input) => {
        if (!isActorPack(input.text)) return true;
        const parsed = parseActorPack(input.text);
        for (const [id, actor] of parsed.actors) actors.set(id, actor);
        if (parsed.errors.length > 0) {
          actorErrors.push({ fileName: input.name, parse: () => ({ records: [], errors: parsed.errors }) });
        }
        return false;
      });
      return [
        ...actorErrors,
        ...packs.map((input) => ({
          fileName: input.name,
          parse: () => parseTagPack(input, { actors, ...(source === undefined ? {} : { source }) }),
        })),
      ];
    }
  }
}
