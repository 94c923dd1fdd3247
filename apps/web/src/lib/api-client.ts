// By file, not through the package index: this client is part of the first JavaScript, and the index would bring
// every zod schema with it (see app.tsx). define.ts has no run-time imports.
import {
  type EndpointSpec,
  type FileAnswer,
  fillPath,
  type HandlerBody,
  isJsonAnswer,
  type PathParamNames,
  type PathParams,
} from '@riskscreen/shared/endpoints/define';
import type { z } from 'zod';
import { errorText } from './error-text.ts';
import { isTokenExpired } from './jwt.ts';
import { session, type Tokens } from './session.ts';
import { sendWithProgress, type UploadProgress } from './upload-request.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorText(body) || `Request failed with status ${status}`);
  }
  /** Field errors of a 400 answer ({ field: [messages] }). */
  get fieldErrors(): Record<string, string> {
    if (this.status !== 400 || !this.body || typeof this.body !== 'object') return {};
    return Object.fromEntries(
      Object.entries(this.body as Record<string, unknown>)
        .filter(([, v]) => Array.isArray(v))
        .map(([k, v]) => [k, String((v as unknown[])[0])]),
    );
  }
}

/** A query value as it travels: text, lists comma-joined; null and undefined are left out. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
type Query = Record<string, QueryValue>;
type RequestOptions = {
  query?: Query;
  body?: unknown;
  /** Login-flow calls are neither authenticated nor retried after a refresh. */
  anonymous?: boolean;
  /** Authenticated, but a 401 is an answer, not a reason to refresh (the logout call). */
  noRefresh?: boolean;
  /**
   * The answer does not depend on the workspace (the profile, which lists the workspaces): when the server does
   * not know the workspace sent as the caller's (stale storage, a link into someone else's), ask again without it.
   */
  optionalWorkspace?: boolean;
  /** Internal: the retry of an optionalWorkspace call. */
  omitWorkspace?: boolean;
  signal?: AbortSignal;
  /** Reports the body's sending as it goes (a file upload): the request goes through XMLHttpRequest. */
  onUploadProgress?: (progress: UploadProgress) => void;
};

let sessionExpiredHandler: () => void = () => {};
/** Called once when a refresh fails: the shell shows the toast and logs out. */
export function onSessionExpired(handler: () => void) {
  sessionExpiredHandler = handler;
}

/**
 * Credentials a printable report page was given in its URL (spec part 1 §2: api_key, token and workspace query
 * parameters). While set, every call sends them instead of the signed-in session's, and a 401 is an answer, not a
 * reason to refresh or to end the session: the page must not touch the session kept in this browser.
 */
export type PageCredentials = { token: string } | { apiKey: string };
let pageCredentials: PageCredentials | null = null;
export function setPageCredentials(credentials: PageCredentials | null) {
  pageCredentials = credentials;
}

/** The workspace of the current URL, else the stored one: every request carries it. */
export function currentWorkspace(): string | null {
  return new URLSearchParams(window.location.search).get('workspace') ?? session.storedWorkspace();
}

function buildUrl(path: string, query: Query = {}, anonymous = false): string {
  const url = new URL(path, window.location.origin);
  const workspace = currentWorkspace();
  if (workspace && !anonymous) url.searchParams.set('workspace', workspace);
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue; // null-valued parameters are dropped
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `${url.pathname}${url.search}`;
}

const REFRESH_LOCK = 'rs-token-refresh';
let refreshing: Promise<boolean> | null = null;

/**
 * Silent refresh, shared by concurrent callers of this tab and serialised across tabs. Tokens live in local
 * storage, which every tab reads. With Web Locks one tab refreshes at a time, and a tab that waited finds the
 * token it meant to spend already replaced and uses the stored successor. Without them, two tabs may spend the
 * same token: the server answers both with the same successor within its grace window, and the first tab to
 * finish broadcasts the new tokens so the other goes on without waiting for its own answer.
 */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const seen = session.refreshToken();
    if (!seen) return false;
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) return locks.request(REFRESH_LOCK, () => refreshOnce(seen));
    return refreshOnce(seen);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshOnce(seen: string): Promise<boolean> {
  const current = session.refreshToken();
  if (!current) return false; // logged out meanwhile
  if (current !== seen) return true; // another tab refreshed while this one waited for the lock
  let stopListening = () => {};
  const remote = new Promise<boolean>((resolve) => {
    stopListening = session.onRemoteTokens(() => resolve(true));
  });
  const own = (async () => {
    // The contract loads with the first refresh (the signed-in pages have it already), not with the first page.
    const { authEndpoints } = await import('@riskscreen/shared/endpoints/auth');
    // A plain fetch: the refresh carries neither the workspace nor the expired access token.
    const res = await fetch(authEndpoints.refresh.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: current }),
    });
    if (!res.ok) return false;
    const tokens = (await res.json()) as Tokens;
    session.store(tokens);
    session.broadcastTokens(tokens);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([own, remote]);
  } finally {
    stopListening();
  }
}

async function send(
  method: string,
  path: string,
  options: RequestOptions,
  retried: boolean,
): Promise<Response> {
  const headers: Record<string, string> = { 'x-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone };
  if (pageCredentials) return sendWithPageCredentials(method, path, options, headers, pageCredentials);
  // An access token known to be expired is refreshed before use rather than after a 401.
  const stale = session.accessToken();
  if (stale && !options.anonymous && !options.noRefresh && !retried && isTokenExpired(stale)) {
    await refreshTokens();
  }
  const token = session.accessToken();
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;
  let body: XMLHttpRequestBodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = options.omitWorkspace
    ? buildUrl(path, options.query, true)
    : buildUrl(path, options.query, options.anonymous);
  const res =
    options.onUploadProgress && body !== undefined
      ? await sendWithProgress(url, { method, headers, body }, options.onUploadProgress, options.signal)
      : await fetch(url, { method, headers, body, signal: options.signal });
  // A 401 on a non-login call: refresh silently and retry once; then the session has expired. An expired billing
  // plan answers 401 too, but new tokens cannot cure it: it goes straight to its error screen.
  if (
    res.status === 401 &&
    !options.anonymous &&
    !options.noRefresh &&
    !retried &&
    !(await isPlanExpiry(res))
  ) {
    if (await refreshTokens()) return send(method, path, options, true);
    sessionExpiredHandler();
  }
  return res;
}

/** A call of a printable report page: its own credentials, no refresh, JSON bodies only (the pages only read). */
function sendWithPageCredentials(
  method: string,
  path: string,
  options: RequestOptions,
  headers: Record<string, string>,
  credentials: PageCredentials,
): Promise<Response> {
  if ('token' in credentials) headers.authorization = `Bearer ${credentials.token}`;
  else headers['x-api-key'] = credentials.apiKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(buildUrl(path, options.query, Boolean(options.omitWorkspace)), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** Whether a 401 says the organisation's billing plan has expired (its code), read from a copy of the answer. */
async function isPlanExpiry(res: Response): Promise<boolean> {
  try {
    const body: unknown = await res.clone().json();
    return (
      typeof body === 'object' && body !== null && 'code' in body && body.code === 'billing_plan_expired'
    );
  } catch {
    return false;
  }
}

/** The answer's JSON (text when it is not JSON, null when empty); an ApiError when the status is not 2xx. */
async function request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  const res = await send(method, path, options, false);
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (res.status === 404 && options.optionalWorkspace && !options.omitWorkspace && isForeignWorkspace(data)) {
    return request(method, path, { ...options, omitWorkspace: true });
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

/** The server's answer for a workspace that is not the caller's (or does not exist). */
function isForeignWorkspace(body: unknown): boolean {
  return (body as { code?: unknown } | null)?.code === 'workspace_not_found';
}

/** The query of an endpoint but the workspace, which every call carries already. */
type QueryOf<Q extends z.ZodType> = { [K in Exclude<keyof z.input<Q>, 'workspace'>]?: QueryValue };

/**
 * The body of an endpoint: what its schema takes; for a body the server validates in the handler (a rule or policy
 * draft, whose mistakes it answers field by field), any values under the documented names; FormData for a form.
 */
type BodyOf<B> =
  B extends HandlerBody<infer S>
    ? B['encoding'] extends 'multipart'
      ? FormData
      : { [K in keyof z.input<S>]?: unknown }
    : B extends z.ZodType
      ? z.input<B>
      : never;

type ParamsOption<E extends EndpointSpec> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParams<E> };
type QueryOption<E extends EndpointSpec> = E extends { query: infer Q extends z.ZodType }
  ? { query?: QueryOf<Q> }
  : { query?: never };
type BodyOption<E extends EndpointSpec> = E extends { body: infer B }
  ? { body: BodyOf<B> }
  : { body?: never };

/** What a call of the endpoint takes: its path parameters (required when the path has some), query and body. */
export type CallOptions<E extends EndpointSpec> = Omit<RequestOptions, 'query' | 'body' | 'omitWorkspace'> &
  ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E>;
type CallArgs<E extends EndpointSpec> =
  Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The parsed answer of a JSON endpoint; nothing for an endpoint that answers no content. */
export type AnswerOf<E extends EndpointSpec> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** Any endpoint's call options, as the request is built from them. */
type SentOptions = RequestOptions & { params?: Partial<Record<string, string | number>> };

function sendTo(endpoint: EndpointSpec, options: SentOptions = {}) {
  const { params, ...rest } = options;
  return { method: endpoint.method, path: fillPath(endpoint.path, params), options: rest };
}

/**
 * The one API client: workspace parameter, bearer token, timezone header, refresh-and-retry. Calls name an
 * endpoint of the shared contract, so paths and bodies are the server's, and answers are parsed with its schema.
 */
export const api = {
  async call<E extends EndpointSpec>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
    const { method, path, options } = sendTo(endpoint, args[0]);
    const data = await request(method, path, options);
    const answer = isJsonAnswer(endpoint.response) ? endpoint.response.parse(data) : undefined;
    // The schema parsed the answer: its output is the endpoint's answer type, which TypeScript cannot follow here.
    return answer as AnswerOf<E>;
  },
  /** The raw response of a file endpoint (CSV, support file), whatever its status: the caller saves the blob. */
  raw<E extends EndpointSpec & { response: FileAnswer }>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<Response> {
    const { method, path, options } = sendTo(endpoint, args[0]);
    return send(method, path, options, false);
  },
};
