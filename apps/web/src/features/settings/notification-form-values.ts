import type { NotificationSubscriptions } from '@riskscreen/shared';

export type ReportType = 'weekly' | 'monthly';
export type RiskLevelKey = '1' | '2' | '3' | '4' | '5';
export const RISK_LEVEL_KEYS: readonly RiskLevelKey[] = ['5', '4', '3', '2', '1'];

/** The form's view of the subscriptions: a master switch and group toggles over the stored flags. */
export type NotificationFormValues = {
  enabled: boolean;
  summary_report: boolean;
  report_type: ReportType;
  file_upload_status: boolean;
  risk_detection: boolean;
  risk_levels: RiskLevelKey[];
  alert_item_notifications: boolean;
  assignment_notifications: boolean;
  mention_notifications: boolean;
  alert_resolution_notifications: boolean;
};

export function toFormValues(s: NotificationSubscriptions): NotificationFormValues {
  const risk_levels = RISK_LEVEL_KEYS.filter((level) => s.risk_notifications[level]);
  const risk_detection = risk_levels.length > 0 || s.alert_item_notifications;
  const summary_report = s.weekly_report || s.monthly_report;
  return {
    enabled:
      summary_report ||
      s.file_upload_status ||
      risk_detection ||
      s.assignment_notifications ||
      s.mention_notifications ||
      s.alert_resolution_notifications,
    summary_report,
    report_type: s.monthly_report && !s.weekly_report ? 'monthly' : 'weekly',
    file_upload_status: s.file_upload_status,
    risk_detection,
    risk_levels,
    alert_item_notifications: s.alert_item_notifications,
    assignment_notifications: s.assignment_notifications,
    mention_notifications: s.mention_notifications,
    alert_resolution_notifications: s.alert_resolution_notifications,
  };
}

/** A switched-off group sends all of its flags off; the master switch off sends everything off. */
export function toSubscriptions(v: NotificationFormValues): NotificationSubscriptions {
  const on = (flag: boolean) => v.enabled && flag;
  const risk = (level: RiskLevelKey) => on(v.risk_detection) && v.risk_levels.includes(level);
  return {
    weekly_report: on(v.summary_report) && v.report_type === 'weekly',
    monthly_report: on(v.summary_report) && v.report_type === 'monthly',
    file_upload_status: on(v.file_upload_status),
    risk_notifications: { 1: risk('1'), 2: risk('2'), 3: risk('3'), 4: risk('4'), 5: risk('5') },
    alert_item_notifications: on(v.risk_detection) && v.alert_item_notifications,
    assignment_notifications: on(v.assignment_notifications),
    mention_notifications: on(v.mention_notifications),
    alert_resolution_notifications: on(v.alert_resolution_notifications),
  };
}
