/**
 * CSV for downloads: RFC 4180 quoting, and text cells that a spreadsheet would run as a formula (starting with
 * = + - @, tab or carriage return) are prefixed with a single quote (DESIGN §7, formula injection). Numbers are
 * written as they are: a negative number is data, not a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value === null || value === undefined ? '' : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
