/**
 * The route table of the single-page app (spec part 1 §2 and part 3 §2.1): every page's path, once. The router
 * (`app/router.tsx`) declares its pages with `.pattern`, and every link and navigation builds its address by calling
 * the route: `routes.address({ id, from_case })` gives `/addresses/<id>?from_case=…`. The path's parameters are
 * typed from the pattern; what is left of the argument becomes the query. `routes.test.ts` counts path literals
 * written anywhere else (decision 0073).
 */

/** A query's values; empty ones (undefined, null) are left out of the address. */
export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The names of a pattern's `:parameters`. */
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathParams<P extends string> = { readonly [K in ParamName<P>]: string | number };

/** A route without parameters takes an optional query; one with parameters takes them, and the query beside them. */
type RouteArgs<P extends string, Q extends Query> = [ParamName<P>] extends [never]
  ? [query?: Q]
  : [params: PathParams<P> & Q];

export interface Route<P extends string, Q extends Query = Query> {
  /** The page's address for these parameters and query. */
  (...args: RouteArgs<P, Q>): string;
  /** The path as the router declares it, e.g. `/addresses/:id`. */
  readonly pattern: P;
  /** The same route with a typed query (the names its page reads). */
  withQuery<Q2 extends Query>(): Route<P, Q2>;
}

/** The query string (with its `?`) of the given values, URL-encoded, or '' when none is set. */
export function queryString(query: Query): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined || value === null
      ? []
      : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function route<const P extends string>(pattern: P): Route<P> {
  const build = (values: Query = {}): string => {
    const query: Record<string, Query[string]> = { ...values };
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = query[name];
      delete query[name];
      return encodeURIComponent(String(value));
    });
    return `${path}${queryString(query)}`;
  };
  const self = Object.assign(build, { pattern, withQuery: () => self });
  // The call signature's parameter types come from the pattern; the builder above serves every one of them.
  return self as unknown as Route<P>;
}

/** The sign-in and account pages all sit below this path. */
export const ACCOUNT_PAGES = '/accounts/';

/** Where a search result or a shared link lands: the search page's query (spec part 1 §4). */
export type SearchQuery = { q: string; search_entity_type?: string; workspace?: string };

export const routes = {
  home: route('/'),

  // Signing in and one-time account links (spec part 1 §2 '/accounts/...').
  login: route('/accounts/login'),
  loginComplete: route('/accounts/login/complete'),
  logout: route('/accounts/logout'),
  signUp: route('/accounts/signup'),
  forgotPassword: route('/accounts/password/forgot'),
  resetPassword: route('/accounts/password/reset'),
  setup: route('/setup'),
  legal: route('/legal/:document'),

  dashboard: route('/dashboard'),
  // The link of a download e-mail: saves the export its key names, then goes on to the dashboard.
  download: route('/download').withQuery<{ key: string }>(),
  // Where the chat service's consent page sends the admin back with the code (spec part 1 §2, part 3 §4.8).
  slackConnect: route('/slack/connect'),
  dashboardSlackConnect: route('/dashboard/slack/connect'),
  alerts: route('/alerts'),
  addresses: route('/addresses'),
  address: route('/addresses/:id'),
  transactions: route('/transactions'),
  transaction: route('/transactions/:id'),
  customers: route('/customers'),
  customer: route('/customers/:customerId'),
  cases: route('/cases'),
  case: route('/cases/:id'),
  search: route('/search').withQuery<SearchQuery>(),
  guide: route('/guide'),

  settings: route('/settings'),
  userSettings: route('/settings/user'),
  profile: route('/settings/user/profile'),
  notificationSettings: route('/settings/user/notifications'),
  organisationSettings: route('/settings/organisation'),
  organisationMembers: route('/settings/organisation/members'),
  workspaces: route('/settings/organisation/workspaces'),
  usage: route('/settings/organisation/usage'),
  singleSignOn: route('/settings/organisation/single-sign-on'),
  workspaceSettings: route('/settings/workspace'),
  workspaceMembers: route('/settings/workspace/members'),
  apiKeys: route('/settings/workspace/api-keys'),
  integrations: route('/settings/workspace/integrations'),
  integration: route('/settings/workspace/integrations/:integrationType'),
  casePreferences: route('/settings/workspace/case'),
  customTags: route('/settings/workspace/custom-tags'),
  policies: route('/settings/workspace/policies'),
  policy: route('/settings/workspace/policies/:policyId'),
  ruleAdd: route('/settings/workspace/policies/:policyId/rules/add'),
  ruleEdit: route('/settings/workspace/policies/:policyId/rules/:ruleId'),
  rules: route('/settings/workspace/rules'),
  monitoringConfig: route('/settings/workspace/config'),
  smartContractWatchlist: route('/settings/workspace/smart-contract-watchlist'),
  customLists: route('/settings/workspace/custom-lists'),
  archiveHistory: route('/settings/workspace/archive-history'),
  /** Addresses of retired pages that earlier versions linked to; the router sends them on. */
  retired: {
    currentPlan: route('/settings/organisation/current-plan'),
    workflow: route('/settings/workspace/workflow'),
    algoSettings: route('/settings/workspace/algo-settings'),
    whitelistBlacklist: route('/settings/workspace/whitelist-blacklist'),
  },

  // The printable report pages (spec part 1 §2 '/pdf/...').
  print: route('/pdf'),
  addressReport: route('/pdf/address-report/:identifier'),
  transactionReport: route('/pdf/transaction-report/:transactionId'),
  customerReport: route('/pdf/customer-report/:customerId'),
  caseReport: route('/pdf/case-report/:id'),
  // The spec writes it with its final slash.
  dashboardReport: route('/pdf/dashboard-report/'),
} as const;
