/** Texts of the cases pages (spec part 3 §8 Cases, part 2 §8). */
export const CASE_CREATED = 'Case Created Successfully';
export const CASES_UPDATED = 'Cases Updated Successfully';
export const CASES_DELETED = 'Cases Deleted Successfully';
export const CASE_DELETED = 'Case Deleted';
export const CASE_STATUS_UPDATED = 'Case status has been updated.';
export const CASE_NAME_EDITED = 'Case Name edited successfully.';
export const ASSIGNEE_UPDATED = 'Assignee has been updated';
export const ALERTS_UPDATED = 'Alerts Updated Successfully';
export const ENTITY_REMOVED = 'Successfully removed';
export const EMPTY_AGENTS =
  'Case agents list is empty. Go to Settings -> Case Preference -> Case Agents, to add agents';
export const COMMENT_REQUIRED = 'Enter a comment';
export const NAME_REQUIRED = 'Case Name is required';
export const SOMETHING_WRONG = 'Something went wrong';
export const CASES_EMPTY = 'No cases found';
export const EXPORT_FAILED = 'Cases CSV export failed. Please try again later.';
