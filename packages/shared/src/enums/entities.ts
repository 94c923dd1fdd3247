/** Sentiment of counterparties (spec part 1 §3). */
export const Sentiment = { Negative: -1, Neutral: 0, Positive: 1, Mixed: 2, NotAvailable: 3 } as const;
export type Sentiment = (typeof Sentiment)[keyof typeof Sentiment];
export const SENTIMENT_LABELS: Record<Sentiment, string> = {
  [-1]: 'Negative',
  0: 'Neutral',
  1: 'Positive',
  2: 'Mixed',
  3: 'Not Available',
} as Record<Sentiment, string>;

/** Transaction type of a screened transaction relative to a customer. */
export const CustomerTransactionType = { Deposit: 1, Withdrawal: 2 } as const;
export type CustomerTransactionType = (typeof CustomerTransactionType)[keyof typeof CustomerTransactionType];

/** Transfer kinds and the groups the transactions table filters by (spec part 1 §3). */
export const TransferType = {
  Native: 1,
  BlockReward: 2,
  FeeReward: 3,
  Token: 4,
  Internal: 7,
  ContractCall: 8,
} as const;
export type TransferType = (typeof TransferType)[keyof typeof TransferType];
export const TRANSFER_TYPE_GROUPS = {
  Transactions: [1, 8],
  'Internal Transactions': [7],
  'Token Transfers': [4],
  Rewards: [2, 3],
} as const satisfies Record<string, readonly TransferType[]>;

/** Direction filter: incoming 1, outgoing -1. */
export const Direction = { Incoming: 1, Outgoing: -1 } as const;
export type Direction = (typeof Direction)[keyof typeof Direction];

export const ExposureType = { Direct: 'direct', Indirect: 'indirect' } as const;
export type ExposureType = (typeof ExposureType)[keyof typeof ExposureType];

/** Custom tag / list types. 1 and 2 are system lists. */
export const CustomTagType = { Custom: 0, Whitelist: 1, Blacklist: 2 } as const;
export type CustomTagType = (typeof CustomTagType)[keyof typeof CustomTagType];

/** Continuous monitoring levels and durations (days; null = indefinite). */
export const MonitoringLevel = { Disabled: 0, Enabled: 1, Custom: 2, EntityBased: 3 } as const;
export type MonitoringLevel = (typeof MonitoringLevel)[keyof typeof MonitoringLevel];
export const MONITORING_DURATIONS = [30, 60, 90, null] as const;

/** Policies: type and category (spec part 3 §3). */
export const PolicyType = { Transaction: 0, Address: 1, Customer: 2 } as const;
export type PolicyType = (typeof PolicyType)[keyof typeof PolicyType];
export const POLICY_TYPE_LABELS: Record<PolicyType, string> = {
  0: 'Transaction',
  1: 'Address',
  2: 'Customer',
};
export const PolicyCategory = { SourceOfFunds: 1, Behaviour: 2, SourceOfFundsAdvanced: 3 } as const;
export type PolicyCategory = (typeof PolicyCategory)[keyof typeof PolicyCategory];
export const POLICY_CATEGORY_LABELS: Record<PolicyCategory, string> = {
  1: 'Source of Funds',
  2: 'Behaviour',
  3: 'Source of Funds Advanced',
};

/** Case assignment modes and approver assignment modes. */
export const CaseAssignmentMode = { Manual: 0, RoundRobin: 1, LeastOutstanding: 2 } as const;
export const ApproverAssignmentMode = { RoundRobin: 0, LeastOutstanding: 1 } as const;

/** Search entity types accepted by /search. */
export const SEARCH_ENTITY_TYPES = ['all', 'address', 'transaction', 'customer', 'case'] as const;
export type SearchEntityType = (typeof SEARCH_ENTITY_TYPES)[number];
