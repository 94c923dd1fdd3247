import type { WebhookConfig } from '@riskscreen/shared';

export type WebhookFormValues = WebhookConfig;

/**
 * Save Configuration (spec part 3 §4.4): enabled only once a test of the webhook has passed for the URL in the form,
 * and something differs from what is saved (a new URL after its test, or another field after a passed test).
 */
export function canSaveWebhook(
  saved: WebhookFormValues | null,
  values: WebhookFormValues,
  testedUrl: string | null,
): boolean {
  if (testedUrl === null || testedUrl !== values.url.trim()) return false;
  if (!saved) return true;
  return JSON.stringify(normalised(saved)) !== JSON.stringify(normalised(values));
}

function normalised(values: WebhookFormValues): WebhookFormValues {
  return { ...values, url: values.url.trim(), risk: [...values.risk].sort((a, b) => a - b) };
}

/** A signing key in the Standard Webhooks form (whsec_ and 32 random bytes in base64), made in the browser. */
export function newSigningKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}
