import { API_PAGES } from '@riskscreen/shared/endpoints/pages'; // by file: see app.tsx
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon.tsx';
import { NotFoundScreen, RouteErrorScreen } from '../components/ui/route-error-screen.tsx';
import { RedirectKeepingQuery } from './redirect-keeping-query.tsx';
import { RootFrame } from './root-frame.tsx';

/** A route page loaded on first visit, so each page is its own chunk of JavaScript. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

const placeholder = (title: string) => <ComingSoon title={title} />;

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
  { path: 'members', element: page(() => import('../features/members/workspace-members-route.tsx')) },
  { path: 'integrations', element: placeholder('Integrations') },
  { path: 'integrations/:integrationType', element: placeholder('Integration') },
  { path: 'case', element: page(() => import('./routes/settings-case-preferences.tsx')) },
  { path: 'custom-tags', element: page(() => import('../features/custom-tags/custom-tags-route.tsx')) },
  { path: 'policies', element: page(() => import('./routes/settings-policies.tsx')) },
  { path: 'policies/:policyId', element: page(() => import('./routes/settings-policy-detail.tsx')) },
  { path: 'policies/:policyId/rules/add', element: page(() => import('./routes/settings-rule-add.tsx')) },
  {
    path: 'policies/:policyId/rules/:ruleId',
    element: page(() => import('./routes/settings-rule-edit.tsx')),
  },
  { path: 'rules', element: page(() => import('./routes/settings-rules.tsx')) },
  {
    path: 'config',
    element: page(() => import('../features/monitoring-config/monitoring-config-route.tsx')),
  },
  { path: 'smart-contract-watchlist', element: placeholder('Smart Contract Watchlist') },
  { path: 'custom-lists', element: page(() => import('../features/custom-lists/custom-lists-route.tsx')) },
  {
    path: 'archive-history',
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
  path: '/pdf',
  // Above the signed-in frame's Suspense: these lazy pieces bring their own.
  element: <Suspense fallback={null}>{printFrame}</Suspense>,
  errorElement: <Suspense fallback={null}>{printError}</Suspense>,
  children: [
    {
      path: 'address-report/:identifier',
      element: page(() => import('../features/print-reports/address-report-route.tsx')),
    },
    {
      path: 'transaction-report/:transactionId',
      element: page(() => import('../features/print-reports/transaction-report-route.tsx')),
    },
    {
      path: 'customer-report/:customerId',
      element: page(() => import('../features/print-reports/customer-report-route.tsx')),
    },
    {
      path: 'case-report/:id',
      element: page(() => import('../features/print-reports/case-report-route.tsx')),
    },
    {
      path: 'dashboard-report',
      element: page(() => import('../features/dashboard/dashboard-report-route.tsx')),
    },
    { path: '*', element: <NotFoundScreen /> },
  ],
};

/** The route table of spec part 1 §2 and part 3 §2.1. */
export const routes: RouteObject[] = [
  printRoutes,
  {
    element: <RootFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/accounts/login', element: page(() => import('./routes/login.tsx')) },
      { path: '/accounts/login/complete', element: page(() => import('./routes/login-complete.tsx')) },
      { path: '/accounts/logout', element: page(() => import('./routes/logout.tsx')) },
      // One-time account links (invitation sign-up, password reset) and the first run's setup page.
      { path: '/accounts/signup', element: page(() => import('./routes/account-sign-up.tsx')) },
      {
        path: '/accounts/password/forgot',
        element: page(() => import('./routes/account-forgot-password.tsx')),
      },
      {
        path: '/accounts/password/reset',
        element: page(() => import('./routes/account-reset-password.tsx')),
      },
      { path: '/setup', element: page(() => import('../features/first-run/setup-route.tsx')) },
      // The built-in identity provider's password step.
      { path: API_PAGES.authorize, element: page(() => import('./routes/authorize.tsx')) },
      { path: '/legal/:document', element: page(() => import('./routes/legal.tsx')) },
      {
        element: shell,
        children: [
          {
            // Errors of a page show inside the shell, header included.
            errorElement: <RouteErrorScreen />,
            children: [
              { index: true, element: <RedirectKeepingQuery to="/dashboard" /> },
              { path: 'dashboard', element: page(() => import('./routes/dashboard.tsx')) },
              { path: 'alerts', element: page(() => import('./routes/alerts.tsx')) },
              { path: 'addresses', element: page(() => import('./routes/addresses.tsx')) },
              { path: 'addresses/:id', element: page(() => import('./routes/address-detail.tsx')) },
              { path: 'transactions', element: page(() => import('./routes/transactions.tsx')) },
              { path: 'transactions/:id', element: page(() => import('./routes/transaction-detail.tsx')) },
              { path: 'customers', element: page(() => import('./routes/customers.tsx')) },
              { path: 'customers/:customerId', element: page(() => import('./routes/customer-detail.tsx')) },
              { path: 'cases', element: page(() => import('./routes/cases.tsx')) },
              { path: 'cases/:id', element: page(() => import('./routes/case-detail.tsx')) },
              { path: 'search', element: page(() => import('./routes/search.tsx')) },
              { path: 'guide', element: page(() => import('./routes/guide.tsx')) },
              {
                path: 'settings',
                element: settingsFrame,
                children: [
                  { index: true, element: <RedirectKeepingQuery to="/settings/user/profile" /> },
                  { path: 'user', element: <RedirectKeepingQuery to="/settings/user/profile" /> },
                  { path: 'user/profile', element: page(() => import('./routes/settings-profile.tsx')) },
                  {
                    path: 'user/notifications',
                    element: page(() => import('./routes/settings-notifications.tsx')),
                  },
                  { path: 'organisation/current-plan', element: <Navigate to="/" replace /> },
                  {
                    path: 'organisation',
                    element: requireOrgAdmin,
                    children: [
                      { index: true, element: <RedirectKeepingQuery to="/settings/organisation/members" /> },
                      {
                        path: 'members',
                        element: page(() => import('../features/members/organisation-members-route.tsx')),
                      },
                      {
                        path: 'workspaces',
                        element: page(() => import('../features/workspaces/workspaces-route.tsx')),
                      },
                      { path: 'usage', element: page(() => import('../features/usage/usage-route.tsx')) },
                      {
                        path: 'single-sign-on',
                        element: page(() => import('../features/auth/sso-settings-route.tsx')),
                      },
                    ],
                  },
                  { path: 'workspace/workflow', element: <Navigate to="/" replace /> },
                  { path: 'workspace/algo-settings', element: <Navigate to="/" replace /> },
                  {
                    path: 'workspace',
                    element: requireWorkspaceAdmin,
                    children: [
                      { index: true, element: <RedirectKeepingQuery to="/settings/workspace/members" /> },
                      { path: 'api-keys', element: page(() => import('./routes/settings-api-keys.tsx')) },
                      {
                        path: 'whitelist-blacklist',
                        element: <RedirectKeepingQuery to="/settings/workspace/custom-lists" />,
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
