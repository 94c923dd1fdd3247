import { type DomainEventPayloads, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import type { DomainEvent } from '../../platform/index.ts';
import { type ObjectEvent, objectUrl } from '../webhook/webhook-payload.ts';
import type { SlackBlock, SlackMessage } from './slack-api.ts';

/** The events the chat service posts: the webhook's, and the period summaries. */
export const SLACK_EVENT_TYPES = [
  'risk.level_changed',
  'alert.raised',
  'alert.item_added',
  'alert.resolved',
  'summary.period_ended',
] as const;

const OBJECT_WORDS = { address: 'address', transaction: 'transaction', customer: 'customer' } as const;

function levelName(level: number | null): string {
  if (level === null) return 'none';
  return RISK_LEVEL_LABELS[(level in RISK_LEVEL_LABELS ? level : 0) as RiskLevel];
}

/** Text in mrkdwn is escaped for &, < and > only (Slack's rule); everything else shows as typed. */
function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** "address 0xabc (ETH)", "customer cust-9". */
function objectName(object: ObjectEvent): string {
  const currency = object.currency ? ` (${object.currency})` : '';
  return `${OBJECT_WORDS[object.objectType]} ${object.identifier}${currency}`;
}

/** What happened, in one line, and the reason or rule behind it. */
function headline(event: DomainEvent): { text: string; detail: string | null } {
  const object = event.payload as ObjectEvent;
  const name = objectName(object);
  switch (event.type) {
    case 'risk.level_changed': {
      const p = event.payload as DomainEventPayloads['risk.level_changed'];
      return {
        text: `Risk level of ${name} changed from ${levelName(p.previousRiskLevel)} to ${levelName(p.riskLevel)}`,
        detail: `Reason: ${p.reason}`,
      };
    }
    case 'alert.raised': {
      const p = event.payload as DomainEventPayloads['alert.raised'];
      const policy = p.policyName ? ` (policy ${p.policyName})` : '';
      return {
        text: `New ${levelName(p.riskLevel)} alert on ${name}`,
        detail: `Rule: ${p.ruleName}${policy}`,
      };
    }
    case 'alert.item_added': {
      const p = event.payload as DomainEventPayloads['alert.item_added'];
      return {
        text: `The ${levelName(p.riskLevel)} alert on ${name} has a new item`,
        detail: `Rule: ${p.ruleName}`,
      };
    }
    default: {
      const p = event.payload as DomainEventPayloads['alert.resolved'];
      return {
        text: `The alert on ${name} was resolved: ${p.stage}`,
        detail: p.reason ? `Reason: ${p.reason}` : null,
      };
    }
  }
}

/** The page the message links to: the object's, opened on the alert when it is about one. */
export function slackObjectUrl(event: DomainEvent, publicUrl: string, workspaceSlug: string): string {
  const object = event.payload as ObjectEvent;
  const url = objectUrl(publicUrl, object, workspaceSlug);
  const alertId = (event.payload as { alertId?: number }).alertId;
  return alertId === undefined ? url : `${url}&alert=${alertId}`;
}

/**
 * A risk change or an alert as a chat message: the text names the object, the level and the reason or rule; the
 * blocks say the same with a link to the object's page (absolute, with PUBLIC_URL) and the workspace.
 */
export function objectEventMessage(event: DomainEvent, url: string, workspaceSlug: string): SlackMessage {
  const { text, detail } = headline(event);
  const full = detail ? `${text}. ${detail}` : text;
  const blocks: SlackBlock[] = [
    {
      type: 'section',
      text: { type: 'mrkdwn', text: `*${escapeMrkdwn(text)}*${detail ? `\n${escapeMrkdwn(detail)}` : ''}` },
    },
    {
      type: 'context',
      elements: [
        { type: 'mrkdwn', text: `<${url}|Open in RiskScreen> · workspace ${escapeMrkdwn(workspaceSlug)}` },
      ],
    },
  ];
  return { text: `${full} ${url}`, blocks };
}

/** A period summary as a chat message: the title, the figures as fields, and the period's dashboard. */
export function summaryMessage(
  summary: DomainEventPayloads['summary.period_ended'],
  publicUrl: string,
): SlackMessage {
  const url = `${publicUrl}${summary.link}`;
  const blocks: SlackBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: summary.title.slice(0, 150) } },
    { type: 'section', text: { type: 'mrkdwn', text: escapeMrkdwn(summary.body) } },
  ];
  // A section holds at most 10 fields.
  const fields = summary.lines.slice(0, 10).map((line) => ({
    type: 'mrkdwn',
    text: `*${escapeMrkdwn(line.label)}*\n${escapeMrkdwn(line.value)}`,
  }));
  if (fields.length > 0) blocks.push({ type: 'section', fields });
  blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `<${url}|Open the dashboard>` }] });
  const figures = summary.lines.map((line) => `${line.label}: ${line.value}`).join('\n');
  return { text: [summary.title, summary.body, figures, url].filter(Boolean).join('\n'), blocks };
}
