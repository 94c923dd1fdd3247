export { ALL_CHAINS, allChainsOf } from './add-entity-chains.ts';
export { AddEntityButton, AddEntityDialog } from './add-entity-dialog.tsx';
export {
  DirectionMark,
  TRANSFER_TYPE_OPTIONS,
  TransactionHashCell,
  transferTypeLabel,
} from './address-transaction-cells.tsx';
export { RescreenButton } from './rescreen-button.tsx';
export { RisksDetected } from './risks-detected.tsx';
export {
  DEPRECATED_BANNER,
  DeprecatedChainBanner,
  isOutdated,
  LITE_BANNER,
  LiteCoverageBanner,
  OutdatedNote,
} from './screening-banners.tsx';
export { failedRescreenPath, type ScreeningSubject, screeningFailureText } from './screening-failure.ts';
export { TokenAccountModal } from './token-account-modal.tsx';
export { TokenOnlyNote } from './token-only-note.tsx';
export { type ScreeningRequest, screenedText, useScreening } from './use-screening.tsx';
