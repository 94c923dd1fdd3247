export { notificationSubscribers } from './notification-subscribers.ts';
export { notificationRoutes } from './notifications.routes.ts';
export { type EmailSetting, type NotifyUsersInput, notifyUsers } from './notify-users.ts';
export { subscribedMembers } from './subscribed-members.ts';
export { subscriptionNotifier } from './subscription-notifier.ts';
