import type { NotificationSubscriptions } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { toFormValues, toSubscriptions } from './notification-form-values.ts';
import { ALL_OFF } from './test-utils.tsx';

describe('notification form values', () => {
  it('round-trips stored subscriptions unchanged', () => {
    const stored: NotificationSubscriptions = {
      ...ALL_OFF,
      monthly_report: true,
      risk_notifications: { 1: true, 2: false, 3: false, 4: false, 5: true },
      assignment_notifications: true,
    };
    expect(toSubscriptions(toFormValues(stored))).toEqual(stored);
  });

  it('shows the master switch off when nothing is subscribed', () => {
    expect(toFormValues(ALL_OFF).enabled).toBe(false);
    expect(toFormValues({ ...ALL_OFF, file_upload_status: true }).enabled).toBe(true);
    expect(toFormValues({ ...ALL_OFF, mention_notifications: true }).enabled).toBe(true);
  });

  it('sends a switched-off risk group with no levels and no exposure-change alerts', () => {
    const values = toFormValues({
      ...ALL_OFF,
      risk_notifications: { 1: false, 2: false, 3: false, 4: true, 5: true },
      alert_item_notifications: true,
    });
    const sent = toSubscriptions({ ...values, risk_detection: false });
    expect(sent.risk_notifications).toEqual(ALL_OFF.risk_notifications);
    expect(sent.alert_item_notifications).toBe(false);
  });
});
