import { sanctionsCheckAnswer, sanctionsCheckParams } from '../schemas/sanctions-check.ts';
import { defineEndpoint } from './define.ts';

export const sanctionsCheckEndpoints = {
  /** Drop-in for the free sanctions-screening API: same path, header and answer; every chain by the address alone. */
  check: defineEndpoint({
    method: 'GET',
    path: '/api/v1/address/:address',
    summary: 'Check whether an address is sanctioned',
    description:
      'Answers in the shape of the widely used free sanctions-screening API: `identifications` lists the current ' +
      'sanctions listings of the address (OFAC SDN and any other sanctions source imported), empty when there is ' +
      'none. The address is looked up on every chain by its identifier alone. Authenticate with the `X-API-Key` ' +
      "header (the key's workspace); a delisted address answers an empty list.",
    params: sanctionsCheckParams,
    response: sanctionsCheckAnswer,
    tags: ['sanctions check'],
  }),
};
