import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The tallest height not above `limit` that ends at a row boundary: `bottoms` are where each row ends (px from the
 * top of the table, header included). Null when every row fits, so the list needs no scrolling.
 */
export function wholeRowsHeight(
  bottoms: readonly number[],
  limit: number,
): { height: number; visibleRows: number } | null {
  const last = bottoms.at(-1);
  if (last === undefined || last <= limit) return null;
  let visibleRows = 0;
  while (visibleRows < bottoms.length && (bottoms[visibleRows] ?? 0) <= limit) visibleRows += 1;
  // At least one row shows, even if it alone is taller than the limit.
  const height = visibleRows > 0 ? (bottoms[visibleRows - 1] ?? limit) : limit;
  return { height, visibleRows };
}

/**
 * A scroll height for a table that stops after the last whole row within `limit` (a row cut in half reads as a
 * layout fault), re-measured when the table resizes or `content` changes.
 */
export function useWholeRowsHeight(
  table: RefObject<HTMLTableElement | null>,
  limit: number,
  content: unknown,
): { height: number | undefined; hiddenRows: number } {
  const [fit, setFit] = useState<{ height: number | undefined; hiddenRows: number }>({
    height: limit,
    hiddenRows: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: content changes the rows that are measured
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top;
      const rows = [...element.querySelectorAll(':scope > thead > tr, :scope > tbody > tr')];
      const bottoms = rows.map((row) => Math.ceil(row.getBoundingClientRect().bottom - top));
      const head = element.tHead?.rows.length ?? 0;
      const result = wholeRowsHeight(bottoms, limit);
      const next = result
        ? { height: result.height, hiddenRows: bottoms.length - Math.max(result.visibleRows, head) }
        : { height: undefined, hiddenRows: 0 };
      setFit((current) =>
        current.height === next.height && current.hiddenRows === next.hiddenRows ? current : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [table, limit, content]);
  return fit;
}
