import {
  type AddressTransactionFilters,
  type AddressTransactionsPage,
  LIMITS,
  type Paged,
  type TokenSummaryRow,
} from '@riskscreen/shared';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { pageOf } from '../../../lib/module.ts';
import type { ExportFile } from '../../platform/index.ts';
import { activityFilters } from './activity-filters.ts';
import {
  type ActivityTarget,
  countActivity,
  loadActivityByOffset,
  loadActivityByTime,
  loadTokenSummary,
} from './address-activity.repo.ts';
import { activityCsv, csvFileName, presentActivityRows } from './present-activity.ts';

/** The activity answers shared by screened addresses (/addresses/{id}/…) and previews (/{currency}/address-preview/…). */
export async function tokenSummaryPage(
  db: Db,
  request: { url: string },
  target: ActivityTarget,
  page: { offset: number; limit: number },
): Promise<Paged<TokenSummaryRow>> {
  const rows = await loadTokenSummary(db, target);
  return pageOf(
    request,
    rows.slice(page.offset, page.offset + page.limit),
    rows.length,
    page.offset,
    page.limit,
  );
}

export async function transactionsByTime(
  db: Db,
  request: { url: string },
  target: ActivityTarget,
  query: AddressTransactionFilters & { offset_ts?: number | undefined; limit: number },
): Promise<AddressTransactionsPage> {
  const filters = activityFilters(target.blockchain, query);
  const count = await countActivity(db, target, filters);
  const page = await loadActivityByTime(db, target, filters, {
    offsetTs: query.offset_ts,
    limit: query.limit,
  });
  const last = page.rows.at(-1);
  let next: string | null = null;
  if (page.hasMore && last) {
    const url = new URL(request.url, 'http://local');
    url.searchParams.set('offset_ts', String(last.key));
    url.searchParams.set('limit', String(query.limit));
    next = `${url.pathname}${url.search}`;
  }
  return { count, next, results: await presentActivityRows(db, target, page.rows) };
}

export async function transactionsByOffset(
  db: Db,
  request: { url: string },
  target: ActivityTarget,
  query: AddressTransactionFilters & { offset: number; limit: number },
  direction: 1 | -1,
): Promise<AddressTransactionsPage> {
  const filters = { ...activityFilters(target.blockchain, query), direction };
  const count = await countActivity(db, target, filters);
  const rows = await loadActivityByOffset(db, target, filters, query);
  return pageOf(request, await presentActivityRows(db, target, rows), count, query.offset, query.limit);
}

/** The filtered rows as a CSV attachment, newest first, up to the download maximum. */
export async function sendActivityCsv(
  db: Db,
  reply: FastifyReply,
  target: ActivityTarget,
  query: AddressTransactionFilters,
  options: { direction?: 1 | -1; fileName: string },
) {
  const file = await activityCsvFile(db, target, query, options);
  return reply
    .header('content-type', file.mediaType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(Buffer.from(file.bytes));
}

/** The activity table as a CSV file (the direct export sends it; the queued export stores it). */
export async function activityCsvFile(
  db: Db,
  target: ActivityTarget,
  query: AddressTransactionFilters,
  options: { direction?: 1 | -1; fileName: string },
): Promise<ExportFile> {
  const filters = activityFilters(target.blockchain, query);
  if (options.direction) filters.direction = options.direction;
  const rows = await loadActivityByOffset(db, target, filters, {
    offset: 0,
    limit: LIMITS.dashboardDownloadMaxRecords,
  });
  return {
    fileName: csvFileName(options.fileName, target.address),
    mediaType: 'text/csv; charset=utf-8',
    bytes: new TextEncoder().encode(activityCsv(await presentActivityRows(db, target, rows))),
  };
}
