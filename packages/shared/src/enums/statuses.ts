/** Case status (spec part 2 §4, part 3 §4.2). 4 is pending approval. */
export const CaseStatus = { Open: 1, Closed: 2, Escalated: 3, PendingApproval: 4 } as const;
export type CaseStatus = (typeof CaseStatus)[keyof typeof CaseStatus];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  1: 'Opened',
  2: 'Closed',
  3: 'Escalated',
  4: 'Pending Approval',
};

/** Alert status (spec part 3 §3). */
export const AlertStatus = { Reviewed: 0, Resolved: 1, Escalated: 2 } as const;
export type AlertStatus = (typeof AlertStatus)[keyof typeof AlertStatus];

/** Workflow stage categories: 0 open, 1 in progress, 2 closed, 3 inactive (system only). */
export const WorkflowStageCategory = { Open: 0, InProgress: 1, Closed: 2, Inactive: 3 } as const;
export type WorkflowStageCategory = (typeof WorkflowStageCategory)[keyof typeof WorkflowStageCategory];

/** Dashboard alert status keys. */
export const DashboardAlertStatus = { Open: 0, InProgress: 1, Closed: 2 } as const;

/** Uploaded file status (spec part 1 §3). */
export const UploadStatus = { Queued: 0, InProgress: 1, PartiallyDone: 2, Failed: 3, Complete: 4 } as const;
export type UploadStatus = (typeof UploadStatus)[keyof typeof UploadStatus];

/** Upload file types. */
export const UploadFileType = { Addresses: 0, Transactions: 1, CustomList: 6 } as const;
export type UploadFileType = (typeof UploadFileType)[keyof typeof UploadFileType];

/** Download manager item status. */
export const DownloadStatus = { Pending: 1, Processing: 2, Complete: 3, Failed: 4 } as const;
export type DownloadStatus = (typeof DownloadStatus)[keyof typeof DownloadStatus];
export const DOWNLOAD_STATUS_LABELS: Record<DownloadStatus, string> = {
  1: 'Pending',
  2: 'Processing',
  3: 'Complete',
  4: 'Failed',
};
