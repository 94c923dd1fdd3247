export { AddToCaseModal } from './add-to-case-modal.tsx';
export { addedMessage, type CaseEntities, presentFilters } from './add-to-case-rules.ts';
