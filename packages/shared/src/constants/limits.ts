/** Page sizes, timers and limits of the specification (parts 1–3 §9). */
export const PAGE_SIZE = {
  list: 20,
  sentiments: 15,
  tokenSummary: 20,
  transfers: 100,
  uploads: 25,
  downloads: 20,
  apiKeys: 20,
  search: 20,
  suggest: 2,
  listPreview: 10,
  policies: 25,
  members: 25,
  integrations: 30,
  integrationLogs: 20,
  caseEntities: 25,
  ruleNames: 500,
} as const;

export const TIMERS_MS = {
  toastAutoClose: 3000,
  searchDebounce: 300,
  assigneeSearchDebounce: 500,
  copyConfirmation: 1500,
  popoverDelay: 100,
  logoutRedirect: 2500,
  loginLockout: 15_000,
  versionCheckInterval: 30 * 60 * 1000,
  versionCheckIdle: 60 * 1000,
  slowApi: 2000,
  graphFilterAutoApply: 3000,
  printDelay: 1000,
} as const;

export const CACHE_MS = {
  fresh: 5 * 60 * 1000,
  kept: 10 * 60 * 1000,
  profile: 24 * 60 * 60 * 1000,
} as const;

export const LIMITS = {
  searchMinLength: 5,
  searchMinLengthCustomerOrCase: 3,
  passwordMinLength: 8,
  nameMaxLength: 100,
  dashboardDownloadMaxRecords: 10_000,
  topRules: 10,
  customListMaxAddressesPerAdd: 1000,
  caseAgentPickerMax: 3,
  selectAllMaxCount: 100,
  reportTableMaxRows: 200,
  graphDirectEdgeLimit: 50,
  earliestYear: 2010,
} as const;

/** Display truncation lengths. */
export const TRUNCATE = {
  identifierDefault: 12,
  addressHeader: 16,
  transactionList: 16,
  customerList: 32,
  customerIdInCase: 8,
  caseName: 20,
} as const;

/** Layout sizes (px). */
export const LAYOUT = {
  searchBarWidth: 561,
  uploadPanelWidth: 800,
  downloadPanelWidth: 1000,
  tabBarHeight: 54.9,
  workspaceListMaxHeight: 288,
} as const;

/** The value of currency meaning "all chains" in add flows. */
export const ALL_CHAINS_CURRENCY = -1;
