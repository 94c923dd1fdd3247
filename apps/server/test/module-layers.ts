/**
 * The server's module layers, lowest first (docs/ARCHITECTURE.md draws them). A module may import modules of its
 * own layer or lower ones, never higher: screening sits on risk, risk on the stores, the stores on exposure. A new
 * module is placed here; architecture.test.ts fails for a module that is not.
 */
export const MODULE_LAYERS: Readonly<Record<string, number>> = {
  // 1 · foundation: tenancy and plan flags, sessions, passwords, attribution labels, alert records, chain catalogue
  tenancy: 1,
  sessions: 1,
  passwords: 1,
  attribution: 1,
  'alert-records': 1,
  chains: 1,
  system: 1,
  // billing: the plan's credits (taken in the screening's unit of work), its end date and its user limit
  billing: 1,
  // mail: the outbox and its delivery (SMTP or the log); notifications: a user's in-app notices, emailed on request
  mail: 1,
  notifications: 1,
  // jobs: the durable job queue (pg-boss in the product's database); modules queue work in their transactions
  jobs: 1,
  // downloads: queued exports (row, job, signed link); producers come from the modules that own the data
  downloads: 1,
  // 2 · exposure: chain graph, exposure of an address or a transaction, screening settings, own attribution
  exposure: 2,
  // 3 · stores: screened objects, policies and rules, custom tags and lists, audit logs, people
  'screened-objects': 3,
  policies: 3,
  'custom-tags': 3,
  'entity-audit': 3,
  'address-comments': 3,
  // comments on screened objects: sanitised HTML, mentions (notified), files
  comments: 3,
  profile: 3,
  'api-keys': 3,
  // customers: one row per customer id, its risk level kept by the units of work that change its rows
  'customer-records': 3,
  // single sign-on through the organisation's OpenID Connect provider (decision 0037); auth asks it at findOrg
  'single-sign-on': 3,
  auth: 3,
  // one-time account links (invitation sign-up, password reset) and the passwords set through them
  'password-reset': 3,
  // team members and workspace members: lists, invitations (mailed sign-up links), disabling and enabling
  members: 3,
  // 4 · risk: the workspace's rules evaluated on a screening (rule facts, custom-list facts, hop limits)
  risk: 4,
  // 5 · alerts raised by rule firings
  alerts: 5,
  // the workspace's alert list: filters, tabs and counts over the alerts, presented as the alerts module does
  'alert-list': 5,
  // alert cycles and their snapshots: the alerts and alert-workflow modules record and close them
  'alert-cycles': 5,
  // working an alert: stage, assignee, items, muting, audit trail (with comments, notifications and cycles)
  'alert-workflow': 5,
  // cases: the store, assignment (round robin, least outstanding) and the cases screening opens or joins
  'case-records': 5,
  // 6 · screening as one unit of work: report, risk, live row, audit, alerts, usage
  screening: 6,
  // a customer's rules over its rows' facts, its own alerts and cases, its level: called by the units of work that
  // change its rows (screening, archive, the customer page's changes; decision 0038)
  'customer-screening': 6,
  // 7 · product surfaces and set-up: the address and transaction domains, search, organisations, demo
  addresses: 7,
  transactions: 7,
  search: 7,
  organisations: 7,
  // first run without the demo: the setup page's one-time token and the first organisation
  'first-run': 7,
  demo: 7,
  // the cases list, case page, bulk actions, export and case preferences
  cases: 7,
  // the drop-in sanctions check: GET /api/v1/address/{address}, current sanctions labels on every chain
  'sanctions-check': 7,
  // the scheduled sanctions list refresh: SANCTIONS_LIST_PATH imported on the job queue, touched objects re-screened
  'sanctions-refresh': 7,
  // customers: the list, the customer page's calls, deposits and withdrawals recorded through screening
  customers: 7,
  // printable reports (PDF) of an address, transaction, customer or case, from the calls their pages make
  reports: 7,
  // the archive history: the log of archived addresses and transactions, for the workspace's admins
  'archive-history': 7,
  // bulk uploads: files of addresses, transactions or custom list entries, screened row by row by a job
  uploads: 7,
  // the dashboard: figures over rollups the database keeps (decision 0034), snapshots of preset ranges
  dashboard: 7,
};
