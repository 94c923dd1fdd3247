import { API_PAGES } from '@riskscreen/shared/endpoints/pages'; // by file: see app.tsx
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundScreen, RouteErrorScreen } from '../components/ui/route-error-screen.tsx';
import { routes as paths } from '../lib/routes.ts';
import { RedirectKeepingQuery } from './redirect-keeping-query.tsx';
import { RootFrame } from './root-frame.tsx';

/** A route page loaded on first visit, so each page is its own chunk of JavaScript. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

// The signed-in shell, the settings frame and the admin guards need the profile (and its zod contract): they load
// with the first signed-in page, not with the sign-in pages.
const shell = page(() => import('./shell.tsx'));
const settingsFrame = page(() =>
  import('../components/layout/settings-layout.tsx').then((m) => ({ default: m.SettingsLayout })),
);
const requireOrgAdmin = page(() => import('./guards.tsx').then((m) => ({ default: m.RequireOrgAdmin })));
const requireWorkspaceAdmin = page(() =>
  import('./guards.tsx').then((m) => ({ default: m.RequireWorkspaceAdmin })),
);

// Workspace settings (spec part 3 §2.1) whose pages arrive with later issues.
const workspaceSettingsPlaceholders: RouteObject[] = [
  {
    path: paths.workspaceMembers.pattern,
    element: page(() => import('../features/members/workspace-members-route.tsx')),
  },
  {
    path: paths.integrations.pattern,
    element: page(() => import('../features/integrations/integrations-route.tsx')),
  },
  {
    path: paths.integration.pattern,
    element: page(() => import('../features/integrations/integration-detail-route.tsx')),
  },
  {
    path: paths.casePreferences.pattern,
    element: page(() => import('./routes/settings-case-preferences.tsx')),
  },
  {
    path: paths.customTags.pattern,
    element: page(() => import('../features/custom-tags/custom-tags-route.tsx')),
  },
  { path: paths.policies.pattern, element: page(() => import('./routes/settings-policies.tsx')) },
  { path: paths.policy.pattern, element: page(() => import('./routes/settings-policy-detail.tsx')) },
  { path: paths.ruleAdd.pattern, element: page(() => import('./routes/settings-rule-add.tsx')) },
  {
    path: paths.ruleEdit.pattern,
    element: page(() => import('./routes/settings-rule-edit.tsx')),
  },
  { path: paths.rules.pattern, element: page(() => import('./routes/settings-rules.tsx')) },
  {
    path: paths.monitoringConfig.pattern,
    element: page(() => import('../features/monitoring-config/monitoring-config-route.tsx')),
  },
  {
    path: paths.smartContractWatchlist.pattern,
    element: page(() => import('../features/smart-contract-watchlist/smart-contract-watchlist-route.tsx')),
  },
  {
    path: paths.customLists.pattern,
    element: page(() => import('../features/custom-lists/custom-lists-route.tsx')),
  },
  {
    path: paths.archiveHistory.pattern,
    element: page(() => import('../features/archive-history/archive-history-route.tsx')),
  },
];

// The printable report pages (spec part 1 §2 '/pdf/...'): outside the signed-in layout, with their own credentials.
const printFrame = page(() =>
  import('../components/print-report/index.ts').then((m) => ({ default: m.PrintFrame })),
);
const printError = page(() =>
  import('../components/print-report/index.ts').then((m) => ({ default: m.PrintErrorScreen })),
);
const printRoutes: RouteObject = {
  path: paths.print.pattern,
  // Above the signed-in frame's Suspense: these lazy pieces bring their own.
  element: <Suspense fallback={null}>{printFrame}</Suspense>,
  errorElement: <Suspense fallback={null}>{printError}</Suspense>,
  children: [
    {
      path: paths.addressReport.pattern,
      element: page(() => import('../features/print-reports/address-report-route.tsx')),
    },
    {
      path: paths.transactionReport.pattern,
      element: page(() => import('../features/print-reports/transaction-report-route.tsx')),
    },
    {
      path: paths.customerReport.pattern,
      element: page(() => import('../features/print-reports/customer-report-route.tsx')),
    },
    {
      path: paths.caseReport.pattern,
      element: page(() => import('../features/print-reports/case-report-route.tsx')),
    },
    {
      path: paths.dashboardReport.pattern,
      element: page(() => import('../features/dashboard/dashboard-report-route.tsx')),
    },
    { path: '*', element: <NotFoundScreen /> },
  ],
};

/** The pages of the route table (`lib/routes.ts`): each path is the table's pattern, in full. */
export const routes: RouteObject[] = [
  printRoutes,
  {
    element: <RootFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.login.pattern, element: page(() => import('./routes/login.tsx')) },
      { path: paths.loginComplete.pattern, element: page(() => import('./routes/login-complete.tsx')) },
      { path: paths.logout.pattern, element: page(() => import('./routes/logout.tsx')) },
      // One-time account links (invitation sign-up, password reset) and the first run's setup page.
      { path: paths.signUp.pattern, element: page(() => import('./routes/account-sign-up.tsx')) },
      {
        path: paths.forgotPassword.pattern,
        element: page(() => import('./routes/account-forgot-password.tsx')),
      },
      {
        path: paths.resetPassword.pattern,
        element: page(() => import('./routes/account-reset-password.tsx')),
      },
      { path: paths.setup.pattern, element: page(() => import('../features/first-run/setup-route.tsx')) },
      // The built-in identity provider's password step.
      { path: API_PAGES.authorize, element: page(() => import('./routes/authorize.tsx')) },
      { path: paths.legal.pattern, element: page(() => import('./routes/legal.tsx')) },
      {
        element: shell,
        children: [
          {
            // Errors of a page show inside the shell, header included.
            errorElement: <RouteErrorScreen />,
            children: [
              { index: true, element: <RedirectKeepingQuery to={paths.dashboard()} /> },
              { path: paths.dashboard.pattern, element: page(() => import('./routes/dashboard.tsx')) },
              {
                path: paths.download.pattern,
                element: page(() => import('../features/downloads/download-key-route.tsx')),
              },
              {
                path: paths.slackConnect.pattern,
                element: page(() => import('../features/integrations/slack-connect-route.tsx')),
              },
              {
                path: paths.dashboardSlackConnect.pattern,
                element: page(() => import('../features/integrations/slack-connect-route.tsx')),
              },
              { path: paths.alerts.pattern, element: page(() => import('./routes/alerts.tsx')) },
              { path: paths.addresses.pattern, element: page(() => import('./routes/addresses.tsx')) },
              { path: paths.address.pattern, element: page(() => import('./routes/address-detail.tsx')) },
              { path: paths.transactions.pattern, element: page(() => import('./routes/transactions.tsx')) },
              {
                path: paths.transaction.pattern,
                element: page(() => import('./routes/transaction-detail.tsx')),
              },
              { path: paths.customers.pattern, element: page(() => import('./routes/customers.tsx')) },
              { path: paths.customer.pattern, element: page(() => import('./routes/customer-detail.tsx')) },
              { path: paths.cases.pattern, element: page(() => import('./routes/cases.tsx')) },
              { path: paths.case.pattern, element: page(() => import('./routes/case-detail.tsx')) },
              { path: paths.search.pattern, element: page(() => import('./routes/search.tsx')) },
              { path: paths.guide.pattern, element: page(() => import('./routes/guide.tsx')) },
              {
                path: paths.settings.pattern,
                element: settingsFrame,
                children: [
                  { index: true, element: <RedirectKeepingQuery to={paths.profile()} /> },
                  {
                    path: paths.userSettings.pattern,
                    element: <RedirectKeepingQuery to={paths.profile()} />,
                  },
                  {
                    path: paths.profile.pattern,
                    element: page(() => import('./routes/settings-profile.tsx')),
                  },
                  {
                    path: paths.notificationSettings.pattern,
                    element: page(() => import('./routes/settings-notifications.tsx')),
                  },
                  {
                    path: paths.retired.currentPlan.pattern,
                    element: <Navigate to={paths.home()} replace />,
                  },
                  {
                    path: paths.organisationSettings.pattern,
                    element: requireOrgAdmin,
                    children: [
                      { index: true, element: <RedirectKeepingQuery to={paths.organisationMembers()} /> },
                      {
                        path: paths.organisationMembers.pattern,
                        element: page(() => import('../features/members/organisation-members-route.tsx')),
                      },
                      {
                        path: paths.workspaces.pattern,
                        element: page(() => import('../features/workspaces/workspaces-route.tsx')),
                      },
                      {
                        path: paths.usage.pattern,
                        element: page(() => import('../features/usage/usage-route.tsx')),
                      },
                      {
                        path: paths.singleSignOn.pattern,
                        element: page(() => import('../features/auth/sso-settings-route.tsx')),
                      },
                    ],
                  },
                  { path: paths.retired.workflow.pattern, element: <Navigate to={paths.home()} replace /> },
                  {
                    path: paths.retired.algoSettings.pattern,
                    element: <Navigate to={paths.home()} replace />,
                  },
                  {
                    path: paths.workspaceSettings.pattern,
                    element: requireWorkspaceAdmin,
                    children: [
                      { index: true, element: <RedirectKeepingQuery to={paths.workspaceMembers()} /> },
                      {
                        path: paths.apiKeys.pattern,
                        element: page(() => import('./routes/settings-api-keys.tsx')),
                      },
                      {
                        path: paths.retired.whitelistBlacklist.pattern,
                        element: <RedirectKeepingQuery to={paths.customLists()} />,
                      },
                      ...workspaceSettingsPlaceholders,
                    ],
                  },
                ],
              },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
