export { type ActingPerson, actingPeopleOf, actingPerson } from './acting-person.ts';
export { archiveScreenedObject } from './archive-screened-object.ts';
export type { ScreeningBatch } from './commit-screening.ts';
export { prepareAddressScreening, screenAddress } from './screen-address.ts';
export {
  prepareTransactionScreening,
  resolveTransaction,
  screenTransaction,
} from './screen-transaction.ts';
export { recordScreening } from './screening-events.repo.ts';
