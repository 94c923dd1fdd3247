import {
  addressExportQuery,
  exportFormatQuery,
  getChain,
  RISK_LEVEL_LABELS,
  type RiskLevel,
} from '@riskscreen/shared';
import { EXPORT_MAX_ROWS, type ExportProducer, exportQuery, tableFile } from '../../platform/index.ts';
import { type ListedAddress, listScreenedAddresses } from './address-list.repo.ts';
import { listFilter, summaryOf } from './address-list-rows.ts';

export const ADDRESS_LIST_EXPORT = 'addresses.list';

/** The address list export (queued): the selection (ids) or what the filters match, CSV or XLSX. */
export const addressListExport: ExportProducer = {
  kind: ADDRESS_LIST_EXPORT,
  async produce({ db }, request) {
    const query = exportQuery(request.params, addressExportQuery.extend(exportFormatQuery.shape));
    const filter = listFilter(query);
    if (query.ids !== undefined) filter.ids = query.ids;
    const { rows } = await listScreenedAddresses(db, request.workspaceId, filter, {
      offset: 0,
      limit: EXPORT_MAX_ROWS,
    });
    return tableFile(query.format, 'addresses', HEADER, rows.map(rowOf));
  },
};

const HEADER = [
  'Identifier',
  'Blockchain',
  'Risk Level',
  'Customer Id',
  'Type',
  'Entity Name',
  'Entity Type',
  'Entity Subtype',
  'Date Added',
  'Last Screened At',
];

function rowOf(row: ListedAddress) {
  const s = summaryOf(row);
  return [
    s.identifier,
    getChain(s.currency)?.label ?? String(s.currency),
    RISK_LEVEL_LABELS[s.risk_level as RiskLevel] ?? String(s.risk_level),
    s.customer_id,
    s.type_verbose,
    s.tag_name_verbose,
    s.tag_type_verbose,
    s.tag_subtype_verbose,
    new Date(s.created_at),
    new Date(s.last_screened_time),
  ];
}
