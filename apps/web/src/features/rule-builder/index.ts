export { RuleAddPage } from './components/rule-add-page.tsx';
export { RuleEditPage, type RulePanelProps } from './components/rule-edit-page.tsx';
