import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the stand-in accepted, as chat.postMessage got it. */
export type PostedMessage = {
  channel: string;
  text: string | undefined;
  blocks: unknown[] | undefined;
  ts: string;
};

type Channel = { id: string; name: string };
type Grant = { token: string; channel: Channel; redirectUri: string | undefined };

const TEXT_TYPES = new Set(['plain_text', 'mrkdwn']);

function isTextObject(value: unknown, types = TEXT_TYPES): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { type, text } = value as { type?: unknown; text?: unknown };
  return typeof type === 'string' && types.has(type) && typeof text === 'string' && text.length > 0;
}

/**
 * Whether blocks are well-formed in the parts of Block Kit the server writes, checked as Slack checks them (an
 * unknown block type, a section with neither text nor fields, more than 10 fields, a header that is not plain
 * text, a context without elements are refused with invalid_blocks).
 */
function areBlocksValid(blocks: unknown): boolean {
  if (!Array.isArray(blocks) || blocks.length === 0 || blocks.length > 50) return false;
  return blocks.every((block) => {
    if (typeof block !== 'object' || block === null) return false;
    const b = block as { type?: unknown; text?: unknown; fields?: unknown; elements?: unknown };
    switch (b.type) {
      case 'header':
        return (
          isTextObject(b.text, new Set(['plain_text'])) && (b.text as { text: string }).text.length <= 150
        );
      case 'section': {
        const fields = b.fields;
        if (
          fields !== undefined &&
          (!Array.isArray(fields) || fields.length > 10 || !fields.every((f) => isTextObject(f)))
        )
          return false;
        return b.text === undefined ? fields !== undefined : isTextObject(b.text);
      }
      case 'context':
        return Array.isArray(b.elements) && b.elements.length > 0 && b.elements.every((e) => isTextObject(e));
      case 'divider':
        return true;
      default:
        return false;
    }
  });
}

/** A request's parameters: form-encoded (as the Web API client sends them) or JSON. */
async function readParams(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  req.setEncoding('utf8');
  for await (const chunk of req) raw += chunk;
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(raw || '{}');
  return Object.fromEntries(new URLSearchParams(raw));
}

function reply(res: ServerResponse, body: Record<string, unknown>, status = 200, headers = {}): void {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

/**
 * A stand-in for the chat service's Web API on 127.0.0.1, checking what the real one checks: oauth.v2.access
 * takes the app's client id and secret and a code it issued (once, for the redirect URI it was issued for) and
 * answers a bot token and the channel picked; chat.postMessage takes a bearer token it issued and not revoked, a
 * channel that exists, and text or well-formed blocks, and answers {ok, channel, ts} or {ok: false, error} as the
 * real API does (HTTP 200), 429 with Retry-After when rate limited, 503 while it is down.
 */
export async function startSlackStandIn(app: { clientId: string; clientSecret: string }) {
  const channels = new Map<string, Channel>([
    ['C0ALERTS', { id: 'C0ALERTS', name: 'compliance-alerts' }],
    ['C0OTHER', { id: 'C0OTHER', name: 'general' }],
  ]);
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, { revoked: boolean }>();
  const posted: PostedMessage[] = [];
  let downCalls = 0;
  let rateLimits: number[] = [];
  let calls = 0;
  let ts = 1_700_000_000;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params = await readParams(req);
      calls += 1;
      if (downCalls > 0) {
        downCalls -= 1;
        return reply(res, { ok: false, error: 'service_unavailable' }, 503);
      }
      if (url.pathname === '/api/oauth.v2.access') {
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const [id, secret] = basic
          ? Buffer.from(basic, 'base64').toString().split(':')
          : [params.client_id, params.client_secret];
        if (id !== app.clientId) return reply(res, { ok: false, error: 'invalid_client_id' });
        if (secret !== app.clientSecret) return reply(res, { ok: false, error: 'bad_client_secret' });
        const grant = codes.get(String(params.code ?? ''));
        if (!grant) return reply(res, { ok: false, error: 'invalid_code' });
        codes.delete(String(params.code));
        if (grant.redirectUri !== undefined && grant.redirectUri !== params.redirect_uri)
          return reply(res, { ok: false, error: 'bad_redirect_uri' });
        return reply(res, {
          ok: true,
          app_id: 'A0RISK',
          access_token: grant.token,
          token_type: 'bot',
          scope: 'chat:write,channels:read,incoming-webhook',
          bot_user_id: 'U0BOT',
          team: { id: 'T0ACME', name: 'Acme Compliance' },
          incoming_webhook: {
            channel: `#${grant.channel.name}`,
            channel_id: grant.channel.id,
            configuration_url: 'https://acme.slack.com/services/B0HOOK',
            url: 'https://hooks.slack.com/services/T0ACME/B0HOOK/secret',
          },
        });
      }
      if (url.pathname === '/api/chat.postMessage') {
        const token =
          /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? String(params.token ?? '');
        const known = tokens.get(token);
        if (!token) return reply(res, { ok: false, error: 'not_authed' });
        if (!known) return reply(res, { ok: false, error: 'invalid_auth' });
        if (known.revoked) return reply(res, { ok: false, error: 'token_revoked' });
        const limit = rateLimits.shift();
        if (limit !== undefined)
          return reply(res, { ok: false, error: 'ratelimited' }, 429, { 'retry-after': String(limit) });
        const channel = channels.get(String(params.channel ?? ''));
        if (!channel) return reply(res, { ok: false, error: 'channel_not_found' });
        const text = typeof params.text === 'string' && params.text !== '' ? params.text : undefined;
        let blocks: unknown;
        try {
          blocks = typeof params.blocks === 'string' ? JSON.parse(params.blocks) : params.blocks;
        } catch {
          return reply(res, { ok: false, error: 'invalid_blocks_format' });
        }
        if (text === undefined && blocks === undefined) return reply(res, { ok: false, error: 'no_text' });
        if (blocks !== undefined && !areBlocksValid(blocks))
          return reply(res, { ok: false, error: 'invalid_blocks' });
        ts += 1;
        const message = {
          channel: channel.id,
          text,
          blocks: blocks as unknown[] | undefined,
          ts: `${ts}.000100`,
        };
        posted.push(message);
        return reply(res, {
          ok: true,
          channel: channel.id,
          ts: message.ts,
          message: { text, ts: message.ts },
        });
      }
      return reply(res, { ok: false, error: 'unknown_method' }, 404);
    })().catch((error: unknown) => reply(res, { ok: false, error: String(error) }, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    posted,
    calls: () => calls,
    /** What the consent page does when the admin allows the app and picks a channel: a code for the redirect. */
    issueCode(options: { channelId?: string; redirectUri?: string } = {}) {
      const channel = channels.get(options.channelId ?? 'C0ALERTS');
      if (!channel) throw new Error('no such channel');
      const code = `code-${randomBytes(8).toString('hex')}`;
      const token = `xoxb-${randomBytes(12).toString('hex')}`;
      tokens.set(token, { revoked: false });
      codes.set(code, { token, channel, redirectUri: options.redirectUri });
      return code;
    },
    /** The workspace's admin removed the app: its tokens answer token_revoked. */
    revokeAll() {
      for (const token of tokens.values()) token.revoked = true;
    },
    removeChannel(id: string) {
      channels.delete(id);
    },
    /** Down (HTTP 503) for the next n calls, then up again. */
    downFor(n: number) {
      downCalls = n;
    },
    /** The next chat.postMessage calls answer 429 with these Retry-After seconds. */
    rateLimit(...seconds: number[]) {
      rateLimits = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
