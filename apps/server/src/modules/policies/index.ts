export { DEFAULT_POLICIES } from './default-policies.ts';
export { type LoadedRule, loadEnabledRules } from './enabled-rules.repo.ts';
export { insertPolicy } from './policies.repo.ts';
export { policyRoutes } from './policies.routes.ts';
export { ruleRiskTypes } from './present-rule.ts';
export { dayIn, requestTimeZone } from './request-time-zone.ts';
export { insertRule } from './rules.repo.ts';
export { ruleRoutes } from './rules.routes.ts';
export { rulesExport } from './rules-csv.ts';
