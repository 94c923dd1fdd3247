import type { SlackSettings } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { randomToken, sha256 } from '../../../lib/hashing.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import {
  findIntegration,
  type IntegrationRow,
  type StoredSlackConfig,
  saveIntegration,
  storedSlackConfig,
} from '../integrations.repo.ts';
import { slackClient } from './slack-api.ts';

/**
 * Posting (chat:write), naming channels (channels:read), and the channel the admin picks on the consent page
 * (incoming-webhook: the answer names it).
 */
export const SLACK_SCOPES = 'chat:write,channels:read,incoming-webhook';

/** An authorisation not completed in this long is refused: the admin starts again from Add Integration. */
const STATE_TTL_MINUTES = 10;

/** What a new connection posts until its choices are changed: high risk, alerts, resolutions, the weekly summary. */
const FIRST_CHOICES: SlackSettings = {
  risk: [4, 5],
  alert_item: true,
  alert_resolution_notifications: true,
  summary: 'weekly',
};

/** The page the consent page sends the admin back to with the code (the route table's /slack/connect). */
export function slackRedirectUri(publicUrl: string): string {
  return `${publicUrl}/slack/connect`;
}

const connectFailed = () => HttpError.fromCatalogue(400, 'slack_connect_failed');

function requireApp(config: Config): NonNullable<Config['slackApp']> {
  if (!config.slackApp) throw HttpError.fromCatalogue(400, 'integration_not_available');
  return config.slackApp;
}

/**
 * The consent page's URL for this workspace and admin, with a new state: random, kept hashed, bound to both, used
 * once and within ten minutes (a code sent back with another state, a used one or an old one is refused).
 */
export async function slackAuthorizeUrl(
  db: Db,
  config: Config,
  who: { workspaceId: number; userId: number },
): Promise<string> {
  const app = requireApp(config);
  const state = randomToken(24);
  const now = Date.now();
  await db
    .deleteFrom('slack_oauth_states')
    .where('expires_at', '<', new Date(now - 86_400_000))
    .execute();
  await db
    .insertInto('slack_oauth_states')
    .values({
      state_hash: sha256(state),
      workspace_id: who.workspaceId,
      user_id: who.userId,
      expires_at: new Date(now + STATE_TTL_MINUTES * 60_000),
    })
    .execute();
  // The consent page sits beside the Web API: https://slack.com/oauth/v2/authorize for https://slack.com/api/.
  const url = new URL('../oauth/v2/authorize', config.slackApiUrl);
  url.search = new URLSearchParams({
    client_id: app.clientId,
    scope: SLACK_SCOPES,
    redirect_uri: slackRedirectUri(config.publicUrl),
    state,
  }).toString();
  return url.toString();
}

/** Use the state once: true when it was this workspace's and admin's, unused and not expired. */
async function useState(db: Db, state: string, who: { workspaceId: number; userId: number }) {
  const used = await db
    .updateTable('slack_oauth_states')
    .set({ used_at: sql<Date>`now()` })
    .where('state_hash', '=', sha256(state))
    .where('workspace_id', '=', who.workspaceId)
    .where('user_id', '=', who.userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('state_hash')
    .executeTakeFirst();
  return used !== undefined;
}

/**
 * Connect the chat service (spec part 3 §4.8): the state is used, the code exchanged with oauth.v2.access for the
 * bot token and the channel the admin picked, and the integration saved active (its choices kept when it was
 * connected before; a refusal by the provider cleared). Any failure is the one answer 'Error connecting to slack'.
 */
export async function connectSlack(
  db: Db,
  config: Config,
  request: { workspaceId: number; userId: number; code: string; state: string },
): Promise<IntegrationRow> {
  const app = requireApp(config);
  if (!(await useState(db, request.state, request))) throw connectFailed();
  let answer: Awaited<ReturnType<ReturnType<typeof slackClient>['oauth']['v2']['access']>>;
  try {
    answer = await slackClient(config.slackApiUrl).oauth.v2.access({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code: request.code,
      redirect_uri: slackRedirectUri(config.publicUrl),
    });
  } catch {
    throw connectFailed();
  }
  const channel = answer.incoming_webhook;
  if (!answer.access_token || !answer.team?.id || !channel?.channel_id) throw connectFailed();
  const before = await findIntegration(db, request.workspaceId, { provider: 'slack' });
  const kept = storedSlackConfig.safeParse(before?.config);
  const choices: SlackSettings = kept.success
    ? {
        risk: kept.data.risk,
        alert_item: kept.data.alert_item,
        alert_resolution_notifications: kept.data.alert_resolution_notifications,
        summary: kept.data.summary,
      }
    : FIRST_CHOICES;
  const stored: StoredSlackConfig = {
    team_id: answer.team.id,
    team_name: answer.team.name ?? answer.team.id,
    channel_id: channel.channel_id,
    channel_name: (channel.channel ?? channel.channel_id).replace(/^#/, ''),
    bot_token: answer.access_token,
    ...choices,
  };
  return saveIntegration(db, request.workspaceId, {
    provider: 'slack',
    isActive: true,
    config: stored,
    slug: before?.webhook_slug ?? randomToken(9),
    isReconnected: true,
  });
}
