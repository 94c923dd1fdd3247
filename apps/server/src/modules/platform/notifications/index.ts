export { notificationRoutes } from './notifications.routes.ts';
export { type EmailSetting, type NotifyUsersInput, notifyUsers } from './notify-users.ts';
export { subscribedMembers } from './subscribed-members.ts';
export { notificationSubscribers, subscriptionNotifier } from './subscription-notifier.ts';
