import { addressPreviewParams } from '../schemas/address-activity.ts';
import { addressDetail, extraDataQuery } from '../schemas/screening.ts';
import { defineEndpoint } from './define.ts';
import {
  addressBalanceEndpoints,
  addressTransactionEndpoints,
  reportGraphEndpoints,
} from './screened-objects.ts';

const tags = ['addresses'];
const ONE = '/risk/api/v4/:currency/address-preview/:identifier/';
const params = addressPreviewParams;

const report = { one: ONE, params, subject: 'a previewed address', tags } as const;

/**
 * Address previews: what screening would say about an address, without storing a screening. They answer the same
 * sub-paths as a screened address.
 */
export const addressPreviewEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'Preview an address without screening it',
    params,
    query: extraDataQuery,
    response: addressDetail,
    tags,
  }),
  ...addressBalanceEndpoints(report),
  ...reportGraphEndpoints(report),
  ...addressTransactionEndpoints(report),
};
