export { importLabels, type LabelImportOutcome } from './import-labels.ts';
export { type ImportInput, planImports } from './importers/index.ts';
export { addClusterLabel, LABEL_COLUMNS, loadLabels, type StoredLabel, storedLabel } from './labels.repo.ts';
