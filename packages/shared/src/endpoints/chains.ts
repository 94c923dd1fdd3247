import {
  digitalAssetsDownloadQuery,
  digitalAssetsPage,
  digitalAssetsQuery,
  healthCheckResponse,
} from '../schemas/chains.ts';
import { defineEndpoint } from './define.ts';
import { queuedExportEndpoint } from './queued-export.ts';

const tags = ['chains'];

/** The supported-assets browser and the chain synchronisation view. */
export const chainEndpoints = {
  digitalAssets: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/digital-assets',
    summary: 'List the supported digital assets',
    query: digitalAssetsQuery,
    response: digitalAssetsPage,
    tags,
  }),
  /** The assets matching the filter as CSV. */
  digitalAssetsDownload: queuedExportEndpoint({
    path: '/risk/api/v4/digital-assets/download/',
    summary: 'Queue an export of the supported assets (CSV or XLSX)',
    filters: digitalAssetsDownloadQuery,
    tags,
  }),
  /** How far each blockchain has been synced by its data provider. */
  healthCheck: defineEndpoint({
    method: 'GET',
    path: '/api/v4/health-check/',
    summary: 'Report how far each blockchain has been synced',
    response: healthCheckResponse,
    tags,
  }),
};
