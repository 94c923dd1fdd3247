export { singleSignOnRoutes } from './sso.routes.ts';
export {
  DOMAIN_PROOF_PREFIX,
  proveDomainByOperator,
  proveDomainsByDns,
  type SsoDomain,
  ssoDomainsOf,
} from './sso-domains.ts';
export {
  type SsoChange,
  SsoRefused,
  saveSsoSettings,
  ssoOrganisationFor,
  workspaceOf,
} from './sso-settings.ts';
