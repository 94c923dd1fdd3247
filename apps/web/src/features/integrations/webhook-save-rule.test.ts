import { describe, expect, it } from 'vitest';
import { canSaveWebhook, newSigningKey, type WebhookFormValues } from './components/webhook-save-rule.ts';

const saved: WebhookFormValues = {
  url: 'https://hooks.example.com/a',
  key: 'k',
  risk: [4, 5],
  alert_item: true,
  alert_resolution_notifications: false,
};

describe('the webhook form’s Save Configuration', () => {
  it('stays disabled until a test passed for the URL in the form', () => {
    const values = { ...saved, url: 'https://hooks.example.com/b' };
    expect(canSaveWebhook(saved, values, null)).toBe(false);
    expect(canSaveWebhook(saved, values, 'https://hooks.example.com/a')).toBe(false);
    expect(canSaveWebhook(saved, values, 'https://hooks.example.com/b')).toBe(true);
  });

  it('after a passed test, needs a change of another field', () => {
    expect(canSaveWebhook(saved, saved, saved.url)).toBe(false);
    expect(canSaveWebhook(saved, { ...saved, risk: [5, 4] }, saved.url)).toBe(false);
    expect(canSaveWebhook(saved, { ...saved, alert_resolution_notifications: true }, saved.url)).toBe(true);
  });

  it('a first configuration saves once its URL passed the test', () => {
    expect(canSaveWebhook(null, saved, saved.url)).toBe(true);
  });

  it('generates a key Standard Webhooks libraries read', () => {
    expect(newSigningKey()).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  });
});
