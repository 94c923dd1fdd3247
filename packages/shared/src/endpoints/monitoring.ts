import { paged, recordIdParams, workspaceQuery } from '../schemas/common.ts';
import {
  addressMonitoringBody,
  addressMonitoringState,
  continuousMonitoringSettings,
  continuousMonitoringSettingsBody,
  customMonitoredEntity,
  customMonitoredEntityAddress,
  customMonitoredEntityAddressQuery,
  customMonitoredEntityCreate,
  customMonitoredEntityListQuery,
  monitoredAddress,
  monitoredAddressArchive,
  monitoredAddressCreate,
  monitoredAddressListQuery,
} from '../schemas/monitoring.ts';
import { defineEndpoint, noContent } from './define.ts';

const tags = ['monitoring'];
const SETTINGS = '/profile/api/v1/team-members/me/continuous-monitoring-settings/';
const ADDRESSES = '/risk/api/v4/custom-monitored-addresses/';
const ENTITIES = '/risk/api/v4/custom-monitored-entities/';

/** Continuous monitoring: the workspace's level and duration, the monitored addresses and entities, muting. */
export const monitoringEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: SETTINGS,
    summary: "Get the workspace's continuous monitoring level and duration",
    query: workspaceQuery,
    response: continuousMonitoringSettings,
    tags,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: SETTINGS,
    summary: "Set the workspace's continuous monitoring level and/or duration",
    query: workspaceQuery,
    body: continuousMonitoringSettingsBody,
    response: continuousMonitoringSettings,
    tags,
  }),
  addresses: defineEndpoint({
    method: 'GET',
    path: ADDRESSES,
    summary: 'List the monitored and ignored addresses',
    query: monitoredAddressListQuery,
    response: paged(monitoredAddress),
    tags,
  }),
  addAddress: defineEndpoint({
    method: 'POST',
    path: ADDRESSES,
    summary: 'Monitor an address (or, with is_ignored, leave it out of monitoring)',
    query: workspaceQuery,
    body: monitoredAddressCreate,
    response: monitoredAddress,
    status: 201,
    tags,
  }),
  archiveAddress: defineEndpoint({
    method: 'POST',
    path: `${ADDRESSES}archive/`,
    summary: 'Take an address off the monitored addresses list',
    query: workspaceQuery,
    body: monitoredAddressArchive,
    response: noContent,
    tags,
  }),
  entities: defineEndpoint({
    method: 'GET',
    path: ENTITIES,
    summary: 'List the custom monitored entities',
    query: customMonitoredEntityListQuery,
    response: paged(customMonitoredEntity),
    tags,
  }),
  addEntity: defineEndpoint({
    method: 'POST',
    path: ENTITIES,
    summary: 'Monitor the addresses of an entity (level 3)',
    query: workspaceQuery,
    body: customMonitoredEntityCreate,
    response: customMonitoredEntity,
    status: 201,
    tags,
  }),
  removeEntity: defineEndpoint({
    method: 'DELETE',
    path: `${ENTITIES}:id/`,
    summary: 'Stop monitoring an entity',
    params: recordIdParams,
    query: workspaceQuery,
    response: noContent,
    tags,
  }),
  entityAddresses: defineEndpoint({
    method: 'GET',
    path: `${ENTITIES}addresses/`,
    summary: 'List the addresses attributed to the custom monitored entities',
    query: customMonitoredEntityAddressQuery,
    response: paged(customMonitoredEntityAddress),
    tags,
  }),
  muteAddress: defineEndpoint({
    method: 'PUT',
    path: '/risk/api/v4/addresses/:id/monitoring/',
    summary: "Mute an address's monitoring for a number of days, or unmute it",
    params: recordIdParams,
    query: workspaceQuery,
    body: addressMonitoringBody,
    response: addressMonitoringState,
    tags,
  }),
};
