import { RISK_LEVEL_LABELS, RISK_LEVELS_DESCENDING, type UploadedFileDto } from '@riskscreen/shared';
import type { ListedUpload } from './uploads.repo.ts';

/** An upload in the contract's shape (spec part 1 §3): stats per risk level, highest first, only levels seen. */
export function presentUpload(row: ListedUpload): UploadedFileDto {
  const stats = RISK_LEVELS_DESCENDING.filter((level) => (row.stats[String(level)] ?? 0) > 0).map(
    (level) => ({
      risk_level: level,
      risk_level_verbose: RISK_LEVEL_LABELS[level],
      count: row.stats[String(level)] ?? 0,
    }),
  );
  return {
    uuid: row.id,
    crypto_file_name: row.file_name,
    file_type: row.file_type,
    status: row.status,
    successful_row_count: row.successful_row_count,
    failed_row_count: row.failed_row_count,
    total_row_count: row.total_row_count,
    processed_row_count: row.successful_row_count + row.failed_row_count,
    stats,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
