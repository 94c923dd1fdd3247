export { useRuleNameChoices } from './api.ts';
export { PolicyDetailPage } from './components/policy-detail-page.tsx';
export { PolicyListPage } from './components/policy-list-page.tsx';
export { RuleAnalytics } from './components/rule-analytics.tsx';
export { RuleHistoryPanel } from './components/rule-history-panel.tsx';
export { RulesListPage } from './components/rules-list-page.tsx';
