export { useCustomTagChoices, useCustomTagFilterChoices } from './api.ts';
export { CustomTagsPage } from './components/custom-tags-page.tsx';
