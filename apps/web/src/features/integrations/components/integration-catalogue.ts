import type { IntegrationProvider } from '@riskscreen/shared';

/** What the cards and detail pages say of each provider (spec part 3 §2.13), and whether this server offers it. */
export type ProviderEntry = {
  provider: IntegrationProvider;
  name: string;
  summary: string;
  /** False: the card says so, and its page offers nothing to add (the server has no connector for it yet). */
  isAvailable: boolean;
  steps: string[];
  help: { label: string; href: string }[];
};

export const PROVIDERS: readonly ProviderEntry[] = [
  {
    provider: 'webhook',
    name: 'Webhook',
    summary:
      'Send risk changes, alert items and alert resolutions to your own system, signed, as they happen.',
    isAvailable: true,
    steps: [
      'Enter the URL of the endpoint that will receive the events (it must answer with a 2xx status).',
      'Keep the generated signing key or enter your own, and store it on the receiving side.',
      'Choose the risk levels and alert events to send, test the webhook, then save.',
      'On the receiver, verify each call: HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with the key, compared with the webhook-signature header; refuse timestamps older than five minutes.',
    ],
    help: [{ label: 'The Standard Webhooks signature scheme', href: 'https://www.standardwebhooks.com/' }],
  },
  {
    provider: 'slack',
    name: 'Slack',
    summary: 'Post risk and alert notifications and the weekly or monthly summaries to a channel.',
    isAvailable: true,
    steps: [
      'Click Add Integration: Slack asks you to allow the app and to pick the channel it posts to.',
      'Back here, choose the risk levels, alert events and the summary (weekly or monthly) to post.',
      'If the app is removed from Slack or the channel is deleted, the card says so: connect again.',
    ],
    help: [{ label: 'Slack apps', href: 'https://api.slack.com/apps' }],
  },
  {
    provider: 'fireblocks',
    name: 'Fireblocks',
    summary: 'Screen deposits of your custody platform and freeze or reject the risky ones.',
    isAvailable: true,
    steps: [
      'Click Add Integration, then copy the webhook URL shown under Configuration.',
      'In the Fireblocks Console, add that URL as a webhook (Settings → General → Webhooks): every transaction event is sent to it, signed by Fireblocks.',
      'Your server operator sets the Fireblocks API user (FIREBLOCKS_API_KEY and its private key) that freezes, rejects and unfreezes transactions, and the Fireblocks webhook public key.',
      'Choose the freezing and rejection status (Enabled, Disabled or Dry Run) and their risk levels; each change is saved at once. Start with Dry Run to see in the logs what would be done.',
      'Fireblocks transactions may take up to 1 minute to show.',
    ],
    help: [
      { label: 'Fireblocks developer portal', href: 'https://developers.fireblocks.com/' },
      {
        label: 'Fireblocks API authentication',
        href: 'https://developers.fireblocks.com/reference/signing-a-request-jwt-structure',
      },
      { label: 'Fireblocks webhooks', href: 'https://developers.fireblocks.com/reference/webhooks-overview' },
    ],
  },
];

export function providerEntry(provider: string | undefined): ProviderEntry | undefined {
  return PROVIDERS.find((entry) => entry.provider === provider);
}
