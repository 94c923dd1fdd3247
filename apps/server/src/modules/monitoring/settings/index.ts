export { addedByName } from './added-by.ts';
export {
  type AddressMonitoringFlags,
  addressMonitoringFlags,
  type MonitoredKey,
  withinDuration,
} from './address-monitoring-state.ts';
export { entityAddressesQuery } from './monitored-entities.repo.ts';
export { monitoringRoutes } from './monitoring.routes.ts';
export { monitoringSettingsOf } from './monitoring-settings.ts';
