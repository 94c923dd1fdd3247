export { PrintErrorScreen, printErrorText } from './print-error-screen.tsx';
export { NO_CREDENTIALS_TEXT, NO_CREDENTIALS_TITLE, PrintFrame } from './print-frame.tsx';
export { NOT_IN_PLAN_TEXT, NOT_IN_PLAN_TITLE, PRIVATE_AND_CONFIDENTIAL, PrintPage } from './print-page.tsx';
export { knownZone, readPrintParams } from './print-params.ts';
export { PrintSection } from './print-section.tsx';
export { type PrintBranding, usePrintBranding } from './use-print-branding.ts';
