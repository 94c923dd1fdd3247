import { endpoints, type ReportKind } from '@riskscreen/shared';
import { ApiError, api } from '../../../lib/api-client.ts';
import { fileNameOf, saveFile } from '../../../lib/download-file.ts';

/** Fetch the report of the chosen sections as a PDF and hand it to the browser as a download. */
export async function downloadReport(
  kind: ReportKind,
  id: number,
  sections: readonly string[],
): Promise<void> {
  const res = await api.raw(endpoints.reports[kind], {
    params: { id },
    query: { entities: sections.join(',') },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  saveFile(await res.blob(), fileNameOf(res.headers.get('content-disposition'), `${kind}-report.pdf`));
}
