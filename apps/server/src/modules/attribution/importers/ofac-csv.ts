import { type CsvError, parse } from 'csv-parse/sync';
import { isImportError, type OfacMention, ofacLabel } from './ofac-label.ts';
import { emptyResult, type ImportInput, type ParseResult } from './types.ts';

/** sdn.csv: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks. */
const SDN_COLUMNS = 12;
/** sdn_comments.csv: ent_num, Remarks_Extended (the overflow of Remarks, cut mid-word). */
const COMMENT_COLUMNS = 2;
const NULL_MARK = '-0-';
const END_OF_FILE = 0x1a;
const MENTION = /Digital Currency Address - ([A-Za-z0-9]+) ([^;\s]+)/g;

type SdnRow = { line: number; file: string; name: string; program: string; remarks: string };
type CommentRow = { line: number; file: string; text: string };

/**
 * 'ofac-csv': the official legacy OFAC files, sdn.csv and sdn_comments.csv (no header, `-0- ` nulls, CRLF, a
 * trailing 0x1A byte). Addresses are mentioned inside Remarks; Remarks_Extended continues Remarks of the same
 * ent_num, so both are joined before the mentions are read. Give both files to one import.
 */
export function parseOfacCsv(inputs: ImportInput[]): ParseResult {
  const result = emptyResult();
  const entries = new Map<string, { sdn?: SdnRow; comments: CommentRow[] }>();
  const entry = (entNum: string) => {
    const found = entries.get(entNum);
    if (found) return found;
    const created: { sdn?: SdnRow; comments: CommentRow[] } = { comments: [] };
    entries.set(entNum, created);
    return created;
  };

  for (const input of inputs) {
    const file = input.name;
    for (const row of readRows(input, result)) {
      const [entNum = '', ...rest] = row.fields.map(nullable);
      if (!/^\d+$/.test(entNum)) {
        result.errors.push({ line: row.line, file, error: `Not an OFAC row: ent_num '${entNum}'` });
      } else if (row.fields.length === SDN_COLUMNS) {
        entry(entNum).sdn = {
          line: row.line,
          file,
          name: rest[0] ?? '',
          program: rest[2] ?? '',
          remarks: rest[10] ?? '',
        };
      } else if (row.fields.length === COMMENT_COLUMNS) {
        entry(entNum).comments.push({ line: row.line, file, text: rest[0] ?? '' });
      } else {
        const error = `Expected ${SDN_COLUMNS} columns (sdn.csv) or ${COMMENT_COLUMNS} (sdn_comments.csv), found ${row.fields.length}`;
        result.errors.push({ line: row.line, file, error });
      }
    }
  }

  for (const [entNum, { sdn, comments }] of entries) {
    const parts = [
      ...(sdn ? [{ line: sdn.line, file: sdn.file, text: sdn.remarks }] : []),
      ...comments.map((c) => ({ line: c.line, file: c.file, text: c.text })),
    ];
    const remarks = parts.map((p) => p.text).join('');
    const programs = sdn?.program ? sdn.program.split('] [').join(', ') : '';
    for (const match of remarks.matchAll(MENTION)) {
      const part = partAt(parts, match.index);
      const mention: OfacMention = {
        line: part.line,
        file: part.file,
        ticker: match[1] ?? '',
        address: (match[2] ?? '').replace(/\.$/, ''),
        // Comment rows from another edition can lack their sdn.csv row: keep the address, name the entry.
        entityName: sdn?.name || `SDN entry ${entNum}`,
        description: programs ? `OFAC SDN entry ${entNum} (${programs})` : `OFAC SDN entry ${entNum}`,
      };
      const label = ofacLabel(mention);
      if (isImportError(label)) result.errors.push(label);
      else result.records.push(label);
    }
  }
  return result;
}

/** The part (sdn row or comment row) holding the character at `offset` of the joined remarks. */
function partAt<T extends { text: string }>(parts: T[], offset: number): T {
  let end = 0;
  for (const part of parts) {
    end += part.text.length;
    if (offset < end) return part;
  }
  return parts[parts.length - 1] as T;
}

function nullable(value: string): string {
  return value.trim() === NULL_MARK ? '' : value;
}

function readRows(input: ImportInput, result: ParseResult): { line: number; fields: string[] }[] {
  // OFAC files end with a DOS end-of-file byte (0x1A).
  let end = input.text.length;
  while (end > 0 && (input.text.charCodeAt(end - 1) === END_OF_FILE || /\s/.test(input.text[end - 1] ?? '')))
    end--;
  const text = input.text.slice(0, end);
  const rows: { line: number; fields: string[] }[] = [];
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_record: (fields: string[], context) => {
        rows.push({ line: context.lines, fields });
        return null;
      },
      on_skip: (err: CsvError | undefined) => {
        const line = typeof err?.lines === 'number' ? err.lines : 0;
        result.errors.push({ line, file: input.name, error: err?.message ?? 'Unreadable row' });
        return undefined;
      },
    });
  } catch (e) {
    result.errors.push({ line: 0, file: input.name, error: `Not a CSV file: ${(e as Error).message}` });
  }
  return rows;
}
