import { type CustodySettings, type SavedCustodyConfig, savedCustodyConfig } from '@riskscreen/shared';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-errors.ts';

const email = z.string().email();

/**
 * Notification addresses as saved: an entry without an @ gets the acting user's domain (spec part 3 §5: "ops"
 * typed by ann@acme.com is ops@acme.com), each address once, in the order typed. A malformed one is a field error.
 */
export function custodyEmailsOf(entries: string[], actingEmail: string): string[] {
  const domain = actingEmail.split('@')[1] ?? '';
  const emails: string[] = [];
  const errors: string[] = [];
  for (const entry of entries) {
    const address = entry.includes('@') ? entry : `${entry}@${domain}`;
    if (!email.safeParse(address).success) errors.push(`${entry} is not a valid e-mail address.`);
    else if (!emails.includes(address.toLowerCase())) emails.push(address.toLowerCase());
  }
  if (errors.length > 0) throw HttpError.fields({ notification_emails: errors });
  return emails;
}

const levels = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * The configuration to store from an admin's settings: the advanced integration keeps what the operator set (its
 * toggle is read-only for users; spec part 3 §4.4).
 */
export function custodyConfigToSave(
  stored: Record<string, unknown>,
  settings: CustodySettings,
  actingEmail: string,
): SavedCustodyConfig {
  const previous = savedCustodyConfig.safeParse(stored);
  return {
    is_advanced_integration_enabled: previous.success ? previous.data.is_advanced_integration_enabled : false,
    freezing_status: settings.freezing_status,
    freezing_risk_levels: levels(settings.freezing_risk_levels),
    rejection_status: settings.rejection_status,
    rejection_risk_levels: levels(settings.rejection_risk_levels),
    notification_emails: custodyEmailsOf(settings.notification_emails, actingEmail),
    is_freezing_notification_enabled: settings.is_freezing_notification_enabled,
    is_rejection_notification_enabled: settings.is_rejection_notification_enabled,
    is_advanced_settings_notification_enabled: settings.is_advanced_settings_notification_enabled,
  };
}
