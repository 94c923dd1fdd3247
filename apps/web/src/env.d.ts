/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRODUCT_GUIDE_URL?: string;
  readonly VITE_TRACKER_URL?: string;
  readonly VITE_KYB_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}
