export { AddToCaseModal } from './add-to-case-modal.tsx';
export { addedMessage, type CaseEntities } from './add-to-case-rules.ts';
