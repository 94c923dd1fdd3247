/** A report with its exposure's investigation tree (an address's or a transaction's). */
type WithTree = { exposure: { investigation_tree: unknown } };

/**
 * A report as its live row stores it: the investigation tree in a column of its own, as json, and the rest in
 * `result`, as jsonb (migration 0029: the tree is nine tenths of the report and is only read back whole).
 */
export function storedReport(report: WithTree): { result: string; investigation_tree: string } {
  const { investigation_tree, ...exposure } = report.exposure;
  return {
    result: JSON.stringify({ ...report, exposure }),
    investigation_tree: JSON.stringify(investigation_tree),
  };
}

/** The report a live row stored, whole again (a row written before the tree had its column keeps it in `result`). */
export function reportOf<Report>(result: Report, investigationTree: unknown): Report {
  if (investigationTree === null || investigationTree === undefined) return result;
  const report = result as Report & WithTree;
  return { ...report, exposure: { ...report.exposure, investigation_tree: investigationTree } };
}

/** A live row as read (its tree in its own column) made whole: its report carries the tree again. */
export function wholeLiveRow<Row extends { result: unknown }>(
  row: Row & { investigation_tree?: unknown },
): Row {
  const { investigation_tree, ...rest } = row;
  return { ...rest, result: reportOf(row.result, investigation_tree) } as unknown as Row;
}

/**
 * A live row just written, answering with the report it stored: parsed from the written text only when read (a bulk
 * upload's rows never read it; the screening API's answer does).
 */
export function writtenLiveRow<Row>(
  row: object,
  stored: { result: string; investigation_tree: string },
): Row {
  let report: unknown;
  return Object.defineProperty({ ...row }, 'result', {
    enumerable: true,
    get: () => {
      report ??= reportOf(JSON.parse(stored.result), JSON.parse(stored.investigation_tree));
      return report;
    },
  }) as Row;
}
