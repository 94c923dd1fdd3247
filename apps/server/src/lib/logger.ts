import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Query parameters that carry a credential: the printable pages' api_key (a long-lived key) and token (an access
 * token), the download link's token, the single sign-on callback's code, and their usual spellings.
 */
const CREDENTIAL_PARAMETERS = [
  'api_key',
  'apikey',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'setup_token',
  'code',
  'password',
  'client_secret',
];
export const REDACTED = '[Redacted]';

/** A name as it may appear in a URL: `_` also percent-encoded (a browser decodes api%5Fkey to api_key). */
const spelled = (name: string) => name.replaceAll('_', '(?:_|%5F)');
/** `?name=value` or `&name=value` (also `;`), up to the next separator, quote or escape of a JSON line. */
const CREDENTIAL_IN_URL = new RegExp(
  `([?&;](?:${CREDENTIAL_PARAMETERS.map(spelled).join('|')})=)[^&;#\\s"'\\\\<>]*`,
  'gi',
);

/** The text with the values of credential query parameters of any URL in it replaced by [Redacted]. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIAL_IN_URL, `$1${REDACTED}`);
}

/** What a log line reads of a Fastify request. */
type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | undefined;
};

/** The request as a log line shows it (Fastify's fields), its URL without credentials. */
const requestForLog = (request: LoggedRequest) => ({
  method: request.method,
  url: redactCredentials(request.url ?? ''),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Serializers of the API's request log: app.ts sets them on whatever logger it is given. */
export const requestLogSerializers = { req: requestForLog };

/**
 * Fields that hold a credential wherever a log line carries them (headers of a logged request, a logged body or
 * query): pino's redaction replaces their values.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers.cookie',
  'password',
  '*.password',
  'api_key',
  '*.api_key',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'client_secret',
  '*.client_secret',
];

/**
 * The server's logger (structured JSON lines): credentials never reach the log. Known fields are redacted, request
 * URLs go through the request serializer, and every written line passes redactCredentials last, so a URL quoted
 * in a message or an error (a link, a failed request) loses its credential too. A link in a mail written to the
 * log without SMTP keeps its token: it travels in the fragment (#token=), which is the point of that log line.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: requestLogSerializers,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    hooks: { streamWrite: redactCredentials },
  };
  return destination ? pino(options, destination) : pino(options);
}
