export { NOTIFICATIONS_REFETCH_MS, notificationKeys } from './api.ts';
export { BELL_LABEL, NotificationBell } from './notification-bell.tsx';
