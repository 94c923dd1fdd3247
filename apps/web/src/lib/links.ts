import { API_PAGES } from '@riskscreen/shared/endpoints/pages';
import { routes } from './routes.ts';

/**
 * Addresses outside this application. A self-hosted installation sets them at build time (VITE_…); the defaults
 * keep everything on this host.
 */
const env = import.meta.env;

export const LINKS = {
  privacyPolicy: env.VITE_PRIVACY_POLICY_URL || routes.legal({ document: 'privacy-policy' }),
  terms: env.VITE_TERMS_URL || routes.legal({ document: 'terms' }),
  // The built-in guide unless the operator publishes their own.
  productGuide: env.VITE_PRODUCT_GUIDE_URL || routes.guide(),
  apiDocumentation: API_PAGES.apiDocumentation,
  /** Other products of the suite; hidden from the product menu when not configured. */
  tracker: env.VITE_TRACKER_URL || '',
  kyb: env.VITE_KYB_URL || '',
  supportEmail: env.VITE_SUPPORT_EMAIL || 'support@riskscreen.local',
} as const;
