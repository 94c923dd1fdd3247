export { type ActingPerson, actingPeopleOf, actingPerson } from './acting-person.ts';
export { archiveScreenedObject } from './archive-screened-object.ts';
export { readAddressScreeningsAhead } from './batch-reads.ts';
export { prepareAddressScreening, screenAddress } from './screen-address.ts';
export {
  prepareTransactionScreening,
  resolveTransaction,
  screenTransaction,
} from './screen-transaction.ts';
export { type ArchivedObject, screenedObjectArchived } from './screened-object-archived.ts';
export { type BatchMark, ScreeningBatch } from './screening-batch.ts';
export { recordScreening } from './screening-events.repo.ts';
export {
  recordScreeningUsage,
  type ScreeningCommitted,
  type ScreeningOptions,
  type ScreeningStarting,
  screeningCommitted,
  screeningStarting,
} from './screening-hooks.ts';
