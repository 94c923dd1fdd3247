/** Texts of the address page (spec part 2 §2, §8). */
export const SCREEN_FAILED = 'Failed to screen this address. Please try again later';
export const ARCHIVED_TITLE = 'Address archived successfully';
export const ARCHIVED_MESSAGE = 'This Address has been Archived.';
export const LITE_BANNER =
  'This blockchain is screened for sanctions only: the address is checked against sanctions lists, without counterparty exposure or an investigation graph.';
export const DEPRECATED_BANNER = 'This blockchain is no longer supported';
export const TRANSACTIONS_ERROR = 'Error in loading Transactions';
export const TRANSACTIONS_EMPTY = 'No transactions found.';
export const TRANSACTIONS_ALERT_EMPTY = 'No transactions available related to the current alert';
export const TRANSACTIONS_EXPORT_FAILED = 'Transactions CSV export failed. Please try again later.';
export const TRANSACTIONS_EXPORT_PREPARING = 'Your file is being prepared. Please wait for a few seconds';
export const TRANSACTIONS_EXPORTED = 'Exported transactions CSV successfully';
export const KNOW_ADDRESS_SAVED = 'Comment added successfully';
export const KNOW_ADDRESS_FILE_TOO_LARGE = 'The support file must be at most 10 MB.';
export const RISK_INFO_UNAVAILABLE = 'Unable to load risk level information. Please try again later.';
export const CUSTOM_TAGS_TITLE = 'Custom Tags';
export const CUSTOM_TAGS_LABEL = 'Custom tags on this address';
export const CUSTOM_TAGS_PLACEHOLDER = 'Search custom tags';
export const CUSTOM_TAGS_NONE_FOUND = 'No active custom tag matches';
export const CUSTOM_TAGS_LOAD_FAILED = 'Failed to load custom tags. Please try again later.';
export const CUSTOM_TAGS_CONFIRM_TITLE = 'Update Custom Tags';
export const CUSTOM_TAGS_UPDATED = 'Custom tags updated successfully';

/** The add/remove warning (spec part 2 §2, Modals): e.g. 'Add Tag A and remove Tag B on this address?'. */
export function customTagsQuestion(added: readonly string[], removed: readonly string[]): string {
  const parts = [
    added.length > 0 ? `add ${added.join(', ')}` : null,
    removed.length > 0 ? `remove ${removed.join(', ')}` : null,
  ].filter((part): part is string => part !== null);
  const sentence = `${parts.join(' and ')} on this address?`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
