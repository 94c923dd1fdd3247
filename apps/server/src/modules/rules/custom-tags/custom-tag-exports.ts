import { endpoints, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';
import { EXPORT_MAX_ROWS, queryExport, tableFile } from '../../platform/index.ts';
import { getCustomTag, listCustomTags } from './custom-tags.repo.ts';
import { listAddresses } from './list-addresses.repo.ts';

export const CUSTOM_TAGS_EXPORT = 'custom-tags.list';
export const CUSTOM_LIST_ADDRESSES_EXPORT = 'custom-lists.addresses';

const TYPE_LABELS = ['Custom', 'Whitelist', 'Blacklist'];

/** The custom tags and lists the filters match (queued export). */
export const customTagsExport = queryExport(
  CUSTOM_TAGS_EXPORT,
  endpoints.customTags.export.query,
  async ({ db }, { workspaceId }, query) => {
    const { offset: _offset, limit: _limit, format, ...filters } = query;
    const { rows } = await listCustomTags(db, workspaceId, filters, { offset: 0, limit: EXPORT_MAX_ROWS });
    return tableFile(
      format,
      'custom-tags',
      ['Name', 'Description', 'Type', 'Risk Level', 'Status', 'Added By', 'Date Added'],
      rows.map((r) => [
        r.name,
        r.description,
        TYPE_LABELS[r.type] ?? String(r.type),
        r.is_in_custom_list ? RISK_LEVEL_LABELS[r.risk_level as RiskLevel] : '',
        r.is_active ? 'Active' : 'Inactive',
        r.added_by_name,
        r.created_at,
      ]),
    );
  },
);

/** The addresses of one custom list or tag (queued export). */
export const customListAddressesExport = queryExport(
  CUSTOM_LIST_ADDRESSES_EXPORT,
  endpoints.customLists.exportAddresses.query,
  async ({ db }, { workspaceId }, query) => {
    const list = await getCustomTag(db, workspaceId, query.custom_tag_id);
    if (!list) throw new HttpError(404, 'The custom list no longer exists.', 'not_found');
    const { rows } = await listAddresses(db, workspaceId, list.id, undefined, {
      offset: 0,
      limit: EXPORT_MAX_ROWS,
    });
    return tableFile(
      query.format,
      'custom-list-addresses',
      ['address', 'custom_list', 'added_by', 'created_at'],
      rows.map((r) => [r.identifier, list.name, r.added_by_name, r.created_at]),
    );
  },
);
