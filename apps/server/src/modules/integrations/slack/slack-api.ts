import {
  LogLevel,
  WebAPIHTTPError,
  WebAPIPlatformError,
  WebAPIRateLimitedError,
  WebAPIRequestError,
  WebClient,
} from '@slack/web-api';
import type { OutboxAnswer } from '../outbox/outbox-sender-job.ts';

/** A call that gets no answer in this long counts as the API being down (tried again later). */
const TIMEOUT_MS = 10_000;

/**
 * Errors that say the token or the channel is no longer good: every later message would fail the same way, so the
 * integration waits for a reconnection instead of being retried.
 */
const RECONNECT_ERRORS = new Set([
  'invalid_auth',
  'not_authed',
  'token_revoked',
  'token_expired',
  'account_inactive',
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'missing_scope',
  'no_permission',
  'team_access_not_granted',
]);

/** Errors about this message alone (the API will never take it): given up, the next message goes. */
const DROP_ERRORS = new Set([
  'invalid_blocks',
  'invalid_blocks_format',
  'msg_too_long',
  'no_text',
  'invalid_arguments',
]);

/** A Block Kit block, as the message builder writes it (the Web API checks the shapes it knows). */
export type SlackBlock = { type: string; [field: string]: unknown };
/** A message: the text (notifications and screen readers show it) and its blocks. */
export type SlackMessage = { text: string; blocks: SlackBlock[] };

/**
 * A Web API client for the configured base URL. The SDK's own retries and rate-limit waits are off: the outbox
 * decides when to try again, so the attempt is recorded and a restart loses nothing.
 */
export function slackClient(apiUrl: string, token?: string): WebClient {
  return new WebClient(token, {
    slackApiUrl: apiUrl,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: TIMEOUT_MS,
    logLevel: LogLevel.ERROR,
  });
}

/** chat.postMessage to the channel with the bot token, as the outbox's answer. */
export async function postSlackMessage(
  apiUrl: string,
  call: { token: string; channel: string; message: SlackMessage },
): Promise<OutboxAnswer> {
  try {
    await slackClient(apiUrl, call.token).chat.postMessage({
      channel: call.channel,
      text: call.message.text,
      blocks: call.message.blocks,
      unfurl_links: false,
    });
    return { ok: true, responseCode: 200, error: null };
  } catch (error) {
    return answerOf(error);
  }
}

/** What a failed call means for the outbox: retry (the default), drop this message, or reconnect. */
export function answerOf(error: unknown): OutboxAnswer {
  if (error instanceof WebAPIRateLimitedError)
    return { ok: false, responseCode: 429, error: 'ratelimited', retryAfterSeconds: error.retryAfter };
  if (error instanceof WebAPIPlatformError) {
    const code = error.data.error;
    const failure = RECONNECT_ERRORS.has(code) ? 'reconnect' : DROP_ERRORS.has(code) ? 'drop' : 'retry';
    return { ok: false, responseCode: 200, error: code, failure };
  }
  if (error instanceof WebAPIHTTPError)
    return { ok: false, responseCode: error.statusCode, error: error.statusMessage || 'HTTP error' };
  if (error instanceof WebAPIRequestError)
    return { ok: false, responseCode: null, error: error.original.message || 'no answer' };
  return { ok: false, responseCode: null, error: error instanceof Error ? error.message : String(error) };
}
