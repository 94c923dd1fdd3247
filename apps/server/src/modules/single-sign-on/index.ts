export { singleSignOnRoutes } from './sso.routes.ts';
export {
  type SsoChange,
  SsoRefused,
  saveSsoSettings,
  ssoOrganisationFor,
  workspaceOf,
} from './sso-settings.ts';
