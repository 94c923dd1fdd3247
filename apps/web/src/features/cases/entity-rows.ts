/** One row of Add Entities: a blockchain and an identifier (addresses, transactions) or a customer id. */
export type EntityRow = { currency: string | null; text: string };

export const EMPTY_ROW: EntityRow = { currency: null, text: '' };

/**
 * The rows worth sending (spec part 2 §5: empty rows are dropped), each with its place in the form, so the
 * server's `rows.<index>` errors can be shown on the row the user typed.
 */
export function filledRows(
  rows: readonly EntityRow[],
  needsChain: boolean,
): { row: EntityRow; at: number }[] {
  return rows
    .map((row, at) => ({ row, at }))
    .filter(({ row }) => row.text.trim() !== '' && (!needsChain || row.currency !== null));
}

/** The server's field errors (`rows.2.identifier`) as errors by form row. */
export function rowErrors(
  fieldErrors: Record<string, string>,
  sent: readonly { at: number }[],
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const match = /^rows\.(\d+)(\.|$)/.exec(field);
    const sentRow = match ? sent[Number(match[1])] : undefined;
    if (sentRow) errors[sentRow.at] = message;
  }
  return errors;
}
