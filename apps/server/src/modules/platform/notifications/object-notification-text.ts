import {
  type DomainEventPayloads,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  type ScreenedObjectRef,
} from '@riskscreen/shared';

/** A notification's words and the page it opens (a path of the web app). */
export type NotificationText = { title: string; body: string; link: string };

/** A level as the product names it; a number outside the scale is Unknown, never No Risk. */
export function riskLabel(level: number | null): string {
  if (level === null) return 'Unknown';
  return level in RISK_LEVEL_LABELS ? RISK_LEVEL_LABELS[level as RiskLevel] : 'Unknown';
}

const OBJECT_WORDS = { address: 'Address', transaction: 'Transaction', customer: 'Customer' } as const;

/** "Address 0x52…ee7 (ETH)": the object as a reader recognises it. */
function objectName(object: ScreenedObjectRef): string {
  const currency = object.currency ? ` (${object.currency.toUpperCase()})` : '';
  return `${OBJECT_WORDS[object.objectType]} ${object.identifier}${currency}`;
}

/** The object's page in the web app, in the workspace; with an alert, the alert opened on it. */
export function objectPath(object: ScreenedObjectRef, workspaceSlug: string, alertId?: number): string {
  const page = {
    address: `/addresses/${object.objectId}`,
    transaction: `/transactions/${object.objectId}`,
    // The customer page is addressed by the customer's own id.
    customer: `/customers/${encodeURIComponent(object.identifier)}`,
  }[object.objectType];
  const alert = alertId === undefined ? '' : `&alert=${alertId}`;
  return `${page}?workspace=${encodeURIComponent(workspaceSlug)}${alert}`;
}

export function riskChangeText(
  change: DomainEventPayloads['risk.level_changed'],
  workspaceSlug: string,
): NotificationText {
  const name = objectName(change);
  const level = riskLabel(change.riskLevel);
  const from =
    change.previousRiskLevel === null
      ? `was screened at ${level} risk`
      : `changed from ${riskLabel(change.previousRiskLevel)} to ${level} risk`;
  return {
    title: `${name} is now ${level} risk`,
    body: `The risk level of ${name} ${from}. Reason: ${change.reason}.`,
    link: objectPath(change, workspaceSlug),
  };
}

export function alertRaisedText(
  alert: DomainEventPayloads['alert.raised'],
  workspaceSlug: string,
): NotificationText {
  const name = objectName(alert);
  const policy = alert.policyName ? ` of policy ${alert.policyName}` : '';
  return {
    title: `New ${riskLabel(alert.riskLevel)} alert on ${name}`,
    body: `Rule ${alert.ruleName}${policy} raised alert ${alert.alertId} at ${riskLabel(alert.riskLevel)} risk on ${name}.`,
    link: objectPath(alert, workspaceSlug, alert.alertId),
  };
}

export function alertItemText(
  item: DomainEventPayloads['alert.item_added'],
  workspaceSlug: string,
): NotificationText {
  const name = objectName(item);
  return {
    title: `Alert ${item.alertId} on ${name} has a new item`,
    body: `Rule ${item.ruleName} fired again on ${name} at ${riskLabel(item.riskLevel)} risk: alert ${item.alertId} gained an item.`,
    link: objectPath(item, workspaceSlug, item.alertId),
  };
}

export function alertResolvedText(
  resolved: DomainEventPayloads['alert.resolved'],
  workspaceSlug: string,
): NotificationText {
  const name = objectName(resolved);
  const reason = resolved.reason ? ` Reason: ${resolved.reason}.` : '';
  return {
    title: `Alert ${resolved.alertId} on ${name} was resolved`,
    body: `Alert ${resolved.alertId} on ${name} moved to ${resolved.stage}.${reason}`,
    link: objectPath(resolved, workspaceSlug, resolved.alertId),
  };
}
