/**
 * The server's domain areas (docs/ARCHITECTURE.md draws them): each folder of src/modules is one, reached from
 * outside through its index.ts. `uses` names the areas it may import (the declared graph has no cycle, so an area
 * never depends on one that depends on it); `parts` places its sub-folders on layers (a part imports its own layer
 * or lower ones, through the part's index.ts); an area without parts is one module. A new folder is declared here;
 * architecture.test.ts fails for one that is not.
 */
export type AreaPlan = {
  says: string;
  uses: readonly string[];
  parts: Readonly<Record<string, number>> | null;
};

/** About a dozen: a newcomer finds where alert code lives from the folder names alone. */
export const MAX_AREAS = 14;

export const SERVER_AREAS: Readonly<Record<string, AreaPlan>> = {
  platform: {
    says: 'the durable job queue, the record of domain events and the in-transaction hooks, mail, in-app notifications, queued downloads',
    uses: [],
    parts: { jobs: 1, events: 1, system: 1, mail: 1, downloads: 1, notifications: 1 },
  },
  accounts: {
    says: 'who may do what: plans and credits, sessions, passwords, API keys, sign-in and single sign-on, profiles, members',
    uses: ['platform'],
    parts: {
      tenancy: 1,
      billing: 1,
      sessions: 1,
      passwords: 1,
      invitations: 1,
      profile: 2,
      'api-keys': 2,
      'single-sign-on': 2,
      auth: 2,
      'password-reset': 2,
      members: 2,
    },
  },
  attribution: { says: 'entities, labels and sanctions lists, and their imports', uses: [], parts: null },
  exposure: {
    says: 'the chain catalogue and the traces of an address or a transaction over the chain graph',
    uses: ['platform', 'accounts', 'attribution'],
    parts: { chains: 1, tracing: 2 },
  },
  rules: {
    says: 'policies and their rules, custom tags and lists, and the rules evaluated on a screening',
    uses: ['platform', 'accounts', 'attribution', 'exposure'],
    parts: { policies: 1, 'custom-tags': 1, risk: 2 },
  },
  screening: {
    says: 'screened objects and customers, one screening as one unit of work, uploads, comments, audit and archive logs',
    uses: ['platform', 'accounts', 'attribution', 'exposure', 'rules'],
    parts: {
      'screened-objects': 1,
      'customer-records': 1,
      'entity-audit': 1,
      'address-comments': 1,
      comments: 1,
      screenings: 2,
      uploads: 3,
      'sanctions-check': 3,
      'archive-history': 3,
    },
  },
  alerts: {
    says: 'alerts raised by rule firings, their list, cycles and workflow',
    uses: ['platform', 'accounts', 'exposure', 'rules', 'screening'],
    parts: { records: 1, raising: 2, list: 2, cycles: 2, workflow: 2 },
  },
  cases: {
    says: 'cases: the store and assignment, the list, the case page, approvals and preferences',
    uses: ['platform', 'accounts', 'exposure', 'screening', 'alerts'],
    parts: { records: 1, handling: 2 },
  },
  customers: {
    says: 'a customer’s rules, level, alerts and cases, and the customer pages',
    uses: ['platform', 'accounts', 'exposure', 'rules', 'screening', 'alerts', 'cases'],
    parts: { assessment: 1, handling: 2 },
  },
  investigation: {
    says: 'the address and transaction pages, lists and previews, and search',
    uses: [
      'platform',
      'accounts',
      'attribution',
      'exposure',
      'rules',
      'screening',
      'alerts',
      'cases',
      'customers',
      'monitoring',
    ],
    parts: { addresses: 1, transactions: 1, search: 1 },
  },
  reporting: {
    says: 'PDF reports, the dashboard, and the weekly and monthly summaries of its figures',
    uses: ['platform', 'accounts', 'rules', 'screening', 'alerts', 'cases'],
    parts: { reports: 1, dashboard: 1, summaries: 2 },
  },
  monitoring: {
    says: 'what re-screens on its own: the sanctions list refresh, the monitor of new chain activity, its settings, the smart contract watchlist, the demo world advancing for it',
    uses: ['platform', 'accounts', 'attribution', 'exposure', 'rules', 'screening', 'alerts'],
    parts: { 'sanctions-refresh': 1, settings: 1, watchlist: 1, monitor: 2, 'demo-advance': 3 },
  },
  integrations: {
    says: 'what the product tells other systems: webhooks, the chat service, the custody service',
    uses: ['platform', 'accounts', 'exposure', 'rules', 'screening', 'alerts', 'cases'],
    parts: null,
  },
  workspaces: {
    says: 'founding organisations and workspaces with their defaults: first run, the commands, the demo',
    uses: [
      'platform',
      'accounts',
      'attribution',
      'exposure',
      'rules',
      'screening',
      'alerts',
      'cases',
      'customers',
    ],
    parts: { organisations: 1, 'first-run': 2, demo: 2 },
  },
};
