export { type Delisting, delistingReason, delistingsSince } from './delistings.repo.ts';
export { importLabels, type LabelImportOutcome } from './import-labels.ts';
export { type ImportInput, type PlannedImport, planImports } from './importers/index.ts';
export {
  collectLabelFiles,
  type ImportUnit,
  importUnits,
  LABEL_FILE_EXTENSIONS,
  type ReadUnit,
  readImportUnit,
} from './label-files.ts';
export { sourceTitle } from './label-sources.ts';
export { addClusterLabel, LABEL_COLUMNS, loadLabels, type StoredLabel, storedLabel } from './labels.repo.ts';
export { type LatestPublication, latestPublication } from './latest-publication.ts';
export { currentSanctionsListings, type SanctionsListing } from './sanctions-labels.repo.ts';
export { type LabelChange, type PublicationChanges, PublicationRefused } from './supersede-labels.ts';
