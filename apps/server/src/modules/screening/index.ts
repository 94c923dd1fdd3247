export { archiveScreenedObject } from './archive-screened-object.ts';
export { screenAddress } from './screen-address.ts';
export { resolveTransaction, screenTransaction } from './screen-transaction.ts';
export { recordScreening } from './screening-events.repo.ts';
