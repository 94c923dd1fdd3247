import type { CaseListTab } from '@riskscreen/shared';

/** The tabs left to right (spec part 3 §2.5), each always shown with its count. */
export const CASE_TABS: readonly { value: CaseListTab; label: string }[] = [
  { value: 'assigned_to_me', label: 'Assigned to Me' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All Cases' },
];
export const DEFAULT_TAB: CaseListTab = 'all';
