import {
  accountPermissions,
  billingPlan,
  creditUsage,
  creditUsageQuery,
  notificationSubscriptions,
  profileUpdateRequest,
  userProfile,
} from '../schemas/profile.ts';
import { defineEndpoint } from './define.ts';

const tags = ['profile'];
const ME = '/profile/api/v1/team-members/me/';
const SUBSCRIPTIONS = `${ME}notification-subscriptions/`;

/** The signed-in user: profile, notification settings, plan and account permissions. */
export const profileEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: ME,
    summary: "Get the caller's profile",
    response: userProfile,
    tags,
  }),
  updateMe: defineEndpoint({
    method: 'PUT',
    path: ME,
    summary: "Update the caller's profile",
    body: profileUpdateRequest,
    response: userProfile,
    tags,
  }),
  notificationSubscriptions: defineEndpoint({
    method: 'GET',
    path: SUBSCRIPTIONS,
    summary: "Get the caller's notification subscriptions",
    response: notificationSubscriptions,
    tags,
  }),
  updateNotificationSubscriptions: defineEndpoint({
    method: 'PUT',
    path: SUBSCRIPTIONS,
    summary: "Set the caller's notification subscriptions",
    body: notificationSubscriptions,
    response: notificationSubscriptions,
    tags,
  }),
  plan: defineEndpoint({
    method: 'GET',
    path: '/profile/plan/',
    summary: "Get the organisation's billing plan",
    response: billingPlan,
    tags,
  }),
  /** Organisation admins: screenings per month or day, each object once per period. */
  creditUsage: defineEndpoint({
    method: 'GET',
    path: '/profile/credit-usage/',
    summary: "Get the organisation's unique screenings per period",
    query: creditUsageQuery,
    response: creditUsage,
    tags,
  }),
  /** Organisation admins: every screening call per month or day (each one spent a credit). */
  creditUsageNonUnique: defineEndpoint({
    method: 'GET',
    path: '/profile/credit-usage-nonunique/',
    summary: "Get the organisation's screening calls per period",
    query: creditUsageQuery,
    response: creditUsage,
    tags,
  }),
  /** Account permissions and the third-party integration switches. */
  accountPermissions: defineEndpoint({
    method: 'GET',
    path: '/analytics/api/v2/analytics/',
    summary: 'Get account permissions and integration switches',
    response: accountPermissions,
    tags,
  }),
};
