import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A column's header: its text, or that with numbers' right alignment, a width or a style; false leaves it out. */
export type PlainTableHeader =
  | string
  | { label?: string; isNumeric?: boolean; w?: number; style?: CSSProperties }
  | false
  | null
  | undefined;

type PlainTableProps = Omit<TableProps, 'children'> & {
  headers: PlainTableHeader[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The body's rows. */
  children: ReactNode;
  'data-testid'?: string;
};

/** A read-only table with a row of headers over the rows it is given (the lists' DataTable does more). */
export function PlainTable({ headers, minWidth, children, ...tableProps }: PlainTableProps) {
  const table = (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header, index) => {
            if (!header) return null;
            const { label, isNumeric, w, style } = typeof header === 'string' ? { label: header } : header;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the headers are fixed for the table's life.
              <Table.Th key={index} ta={isNumeric ? 'right' : undefined} w={w} style={style}>
                {label}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  );
}
