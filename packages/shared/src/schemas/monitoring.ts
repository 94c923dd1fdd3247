import { z } from 'zod';
import { MonitoringLevel } from '../enums/entities.ts';
import { blockchainField, integerField, onChainObjectFields, pageQuery, workspaceQuery } from './common.ts';

/**
 * Continuous monitoring (spec part 3 §2.11, §4.7, §7.4; part 2 monitoring; decision 0074): the workspace's level
 * (0 disable, 1 enable, 2 custom, 3 entity based) and how long an object stays monitored (30, 60, 90 days, or
 * indefinitely as null).
 */
export const monitoringLevelField = z.union([
  z.literal(MonitoringLevel.Disabled),
  z.literal(MonitoringLevel.Enabled),
  z.literal(MonitoringLevel.Custom),
  z.literal(MonitoringLevel.EntityBased),
]);
export const monitoringDaysField = z.union([z.literal(30), z.literal(60), z.literal(90), z.null()]);

export const continuousMonitoringSettings = z.object({
  continuous_monitoring_level: monitoringLevelField,
  continuous_monitoring_days: monitoringDaysField,
});
export type ContinuousMonitoringSettings = z.infer<typeof continuousMonitoringSettings>;
/** Either field alone may be saved (the page saves the level and the duration separately). */
export const continuousMonitoringSettingsBody = continuousMonitoringSettings.partial();
export type ContinuousMonitoringSettingsBody = z.infer<typeof continuousMonitoringSettingsBody>;

/** One entry of the monitored addresses list: monitored (level 2) or ignored (is_ignored, level 1). */
export const monitoredAddress = z.object({
  id: z.number().int(),
  ...onChainObjectFields,
  is_ignored: z.boolean(),
  added_by: z.string().nullable(),
  created_at: z.string(),
});
export type MonitoredAddress = z.infer<typeof monitoredAddress>;

const identifierField = z.string().trim().max(300);
/** Add an address to the list, or set it ignored; from the address page with the analyst's comment. */
export const monitoredAddressCreate = z.object({
  identifier: identifierField,
  currency: blockchainField,
  is_ignored: z.boolean().default(false),
  comment: z.string().trim().max(5000).optional(),
});
export type MonitoredAddressCreate = z.input<typeof monitoredAddressCreate>;
/** Take an address off the list (its entry is kept, archived). */
export const monitoredAddressArchive = monitoredAddressCreate.pick({
  identifier: true,
  currency: true,
  comment: true,
});
export type MonitoredAddressArchive = z.input<typeof monitoredAddressArchive>;
export const monitoredAddressListQuery = workspaceQuery.extend(pageQuery.shape).extend({
  q: z.string().max(300).optional(),
  is_ignored: z.enum(['true', 'false']).optional(),
});

export const customMonitoredEntity = z.object({
  id: z.number().int(),
  entity_name: z.string(),
  added_by: z.string().nullable(),
  created_at: z.string(),
});
export type CustomMonitoredEntity = z.infer<typeof customMonitoredEntity>;
export const customMonitoredEntityCreate = z.object({ entity_name: z.string().trim().max(200) });
export const customMonitoredEntityListQuery = workspaceQuery.extend(pageQuery.shape);
/** An address attributed to one of the custom monitored entities (level 3 monitors these). */
export const customMonitoredEntityAddress = z.object({
  ...onChainObjectFields,
  entity_name: z.string(),
});
export const customMonitoredEntityAddressQuery = workspaceQuery.extend(pageQuery.shape).extend({
  q: z.string().max(300).optional(),
});

/** Mute an address's monitoring for `days` (re-screens add nothing until then) or unmute it. */
export const addressMonitoringBody = z
  .object({ is_muted: z.boolean(), days: integerField(1, 3650).optional() })
  .refine((body) => !body.is_muted || body.days !== undefined, {
    path: ['days'],
    message: 'This field is required.',
  });
export type AddressMonitoringBody = z.input<typeof addressMonitoringBody>;
export const addressMonitoringState = z.object({
  is_muted: z.boolean(),
  muted_until: z.string().nullable(),
});

/** The spec's words (part 3 §5, §8). */
export const MONITORING_MESSAGES = {
  fillAllFields: 'Please fill all fields',
  enterEntity: 'Please enter an Entity',
  entityExists: 'Entity already exists',
  levelSaved: 'Continuous monitoring preferences updated successfully',
  durationSaved: 'Continuous monitoring duration updated successfully',
  levelFailed: 'Error updating continuous monitoring level',
  durationFailed: 'Error updating continuous monitoring duration',
  deactivated: 'Monitoring has been Deactivated',
  enabled: 'Monitoring has been Enabled',
} as const;
