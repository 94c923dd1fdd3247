import { TRUNCATE } from '@riskscreen/shared';

/** A case name shortened to 20 characters (spec part 3 §9), cut at the end: names are read from the start. */
export function shortCaseName(name: string): string {
  return name.length > TRUNCATE.caseName ? `${name.slice(0, TRUNCATE.caseName)}…` : name;
}
