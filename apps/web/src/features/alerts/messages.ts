/** Texts of the alert list (spec part 3 §8); the bulk dialogs' own are in components/change-dialog. */
export {
  ALERTS_UPDATED,
  COMMENT_REQUIRED,
  SOMETHING_WRONG,
  skippedText,
} from '../../components/change-dialog/messages.ts';
export const ALERTS_EMPTY = 'No alerts available';
/** The Update Status dialog when the selected alerts share no next stage. */
export const NO_COMMON_STAGE = 'The selected alerts have no status they can all move to.';
export const EXPORT_FAILED = 'Alerts export failed. Please try again later.';
