import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type ChainProviderConfig, loadProviderConfig } from './chain/providers/config.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** ClickHouse server and database holding the chain data (decision 0062); absent: PostgreSQL alone. */
  CHAIN_STORE_URL: z.string().url().optional(),
  DEMO: z.enum(['0', '1']).optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  DEMO_ADVANCE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  BOT_CHECK_DIFFICULTY: z.coerce.number().int().min(1).default(50_000),
  WEB_DIST: z.string().optional(),
  APP_VERSION: z.string().optional(),
  CHAIN_SYNC_INTERVAL_SECONDS: z.coerce.number().min(1).max(86_400).default(15),
  // Unset: the server's own loopback address on its port, so links in mail open the server that sent them.
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'Expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('RiskScreen <no-reply@localhost>'),
  /** Comma-separated DNS servers (ip or ip:port) the proof of single sign-on domains asks; unset: the system's. */
  DNS_SERVERS: z.string().trim().optional(),
  SANCTIONS_LIST_PATH: z.string().trim().min(1).optional(),
  SANCTIONS_LIST_FORMAT: z.enum(['ofac-xml', 'ofac-list', 'ofac-csv']).optional(),
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(64),
  SERVICES: z.enum(['api', 'worker', 'both']).default('both'),
  EXPOSURE_THREADS: z.coerce.number().int().min(0).max(256).optional(),
  OUTBOUND_ALLOWED_NETWORKS: z
    .string()
    .regex(
      /^\s*([0-9a-fA-F:.]+\/\d{1,3}\s*(,\s*[0-9a-fA-F:.]+\/\d{1,3}\s*)*)?$/,
      'Expected a comma list of networks, e.g. 10.1.0.0/16,127.0.0.1/32',
    )
    .optional(),
  WEBHOOK_RETRY_FIRST_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  WEBHOOK_RETRY_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 14)
    .default(24),
  /** The chat service's app (decision 0085): without the id and secret, Add Integration says it is not available. */
  SLACK_CLIENT_ID: z.string().trim().min(1).optional(),
  SLACK_CLIENT_SECRET: z.string().trim().min(1).optional(),
  SLACK_API_URL: z.string().url().default('https://slack.com/api/'),
  /** The custody service's API (decision 0088): its base URL, the API user's key and RSA private key (PEM). */
  FIREBLOCKS_API_URL: z.string().url().default('https://api.fireblocks.io'),
  FIREBLOCKS_API_KEY: z.string().trim().min(1).max(200).optional(),
  FIREBLOCKS_API_PRIVATE_KEY: z.string().trim().min(1).optional(),
  /** The public key the custody service signs its webhook calls with (PEM); unset: its events are refused. */
  FIREBLOCKS_WEBHOOK_PUBLIC_KEY: z.string().trim().min(1).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** ClickHouse chain store (CHAIN_STORE_URL), e.g. http://127.0.0.1:8123/riskscreen. */
  chainStoreUrl?: string | undefined;
  seedDemo: boolean;
  demoPassword: string | undefined;
  /**
   * With the demo on, a new block of demo transfers every this many seconds (job demo.advance), for the monitor to
   * follow; 0 keeps the demo world still.
   */
  demoAdvanceSeconds: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  logLevel: string;
  loginRateLimit: number;
  botCheckDifficulty: number;
  webDist: string | undefined;
  appVersion: string;
  /** Chain data providers (EVM_RPC_URL_<n>, ESPLORA_URL, ESPLORA_URL_<n>); empty: the demo world only. */
  chainProviders: ChainProviderConfig;
  /** How often the server's chain-sync worker polls each provider for new blocks. */
  chainSyncIntervalSeconds: number;
  /** Where people reach the web app: links in emails are made absolute with it. */
  publicUrl: string;
  /** The SMTP server mail is delivered through; without it every mail is written to the server log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The DNS servers that prove single sign-on domains (undefined: the system's). */
  dnsServers: string[] | undefined;
  /**
   * The sanctions list the operator keeps current (an OFAC SDN.XML / sdn_advanced.xml, or a per-currency folder):
   * re-imported daily and at start by the job sanctions.refresh (decision 0036); unset, no refresh runs.
   */
  sanctionsList: { path: string; format: 'ofac-xml' | 'ofac-list' | 'ofac-csv' | undefined } | undefined;
  /** API requests one process works on at once; past it a request answers 503 at once (decision 0051). */
  maxRequestsInFlight: number;
  /** What this process runs: the HTTP API, the background work (jobs, schedules, chain sync), or both. */
  services: 'api' | 'worker' | 'both';
  /**
   * Worker threads that run address traces over the chain graphs in shared memory (decision 0060); 0 traces on
   * the event loop. Default: one per core but the event loop's, at least one.
   */
  exposureThreads: number;
  /**
   * Private, loopback or link-local networks the server may still call for webhooks and other integrations
   * (OUTBOUND_ALLOWED_NETWORKS, CIDRs): an operator's own receiver on the internal network. Empty by default.
   */
  outboundAllowedNetworks: string[];
  /**
   * A failed webhook delivery is tried again after this pause, doubled each time up to an hour, until the first
   * attempt is this many hours old (decision 0077).
   */
  webhookRetry: { firstDelaySeconds: number; hours: number };
  /**
   * The pause before a delivery looks again at events an older transaction still running holds back (1 s). Tests
   * drain jobs in place and look again at once.
   */
  eventHeldBackPauseSeconds: number;
  /** The chat service's app (SLACK_CLIENT_ID and SLACK_CLIENT_SECRET): without both, it is not offered. */
  slackApp: { clientId: string; clientSecret: string } | null;
  /** The chat service's Web API base URL (SLACK_API_URL, ending in a slash; a stand-in on 127.0.0.1 in tests). */
  slackApiUrl: string;
  /** The custody service (FIREBLOCKS_*, decision 0088); a stand-in on 127.0.0.1 in tests. */
  fireblocks: FireblocksConfig;
};

export type FireblocksConfig = {
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
  /** The API user's key and RSA private key (PEM): without both, no call is made (freezing is logged as failed). */
  apiKey: string | null;
  privateKey: string | null;
  /** The public key (PEM) the service's webhook signatures are checked with; null: every event is refused. */
  webhookPublicKey: string | null;
};

/**
 * Parse the environment once. A JWT secret is generated and kept in the data folder when none is given. Throws one
 * Error listing every bad variable (the provider variables included), for the caller to print without a stack.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const chainProviders = loadProviderConfig(env);
  // Relative to where npm was started (`npm start` at the repository root runs the server in apps/server).
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    chainStoreUrl: e.CHAIN_STORE_URL,
    // Demo data is on by default on the embedded database only, and off with DEMO=0.
    seedDemo: e.DEMO ? e.DEMO === '1' : !e.DATABASE_URL,
    demoPassword: e.DEMO_PASSWORD,
    demoAdvanceSeconds: e.DEMO_ADVANCE_SECONDS,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    botCheckDifficulty: e.BOT_CHECK_DIFFICULTY,
    webDist: e.WEB_DIST,
    appVersion: e.APP_VERSION ?? '0.1.0',
    chainProviders,
    chainSyncIntervalSeconds: e.CHAIN_SYNC_INTERVAL_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dnsServers: e.DNS_SERVERS
      ? e.DNS_SERVERS.split(',')
          .map((d) => d.trim())
          .filter(Boolean)
      : undefined,
    sanctionsList: e.SANCTIONS_LIST_PATH
      ? {
          path: resolve(env.INIT_CWD ?? process.cwd(), e.SANCTIONS_LIST_PATH),
          format: e.SANCTIONS_LIST_FORMAT,
        }
      : undefined,
    maxRequestsInFlight: e.MAX_REQUESTS_IN_FLIGHT,
    services: e.SERVICES,
    exposureThreads: e.EXPOSURE_THREADS ?? Math.max(1, availableParallelism() - 1),
    outboundAllowedNetworks: (e.OUTBOUND_ALLOWED_NETWORKS ?? '')
      .split(',')
      .map((network) => network.trim())
      .filter((network) => network !== ''),
    webhookRetry: { firstDelaySeconds: e.WEBHOOK_RETRY_FIRST_DELAY_SECONDS, hours: e.WEBHOOK_RETRY_HOURS },
    eventHeldBackPauseSeconds: 1,
    slackApp:
      e.SLACK_CLIENT_ID && e.SLACK_CLIENT_SECRET
        ? { clientId: e.SLACK_CLIENT_ID, clientSecret: e.SLACK_CLIENT_SECRET }
        : null,
    slackApiUrl: e.SLACK_API_URL.endsWith('/') ? e.SLACK_API_URL : `${e.SLACK_API_URL}/`,
    fireblocks: {
      apiUrl: e.FIREBLOCKS_API_URL.replace(/\/+$/, ''),
      apiKey: e.FIREBLOCKS_API_KEY ?? null,
      privateKey: pemOf('FIREBLOCKS_API_PRIVATE_KEY', e.FIREBLOCKS_API_PRIVATE_KEY, 'private'),
      webhookPublicKey: pemOf('FIREBLOCKS_WEBHOOK_PUBLIC_KEY', e.FIREBLOCKS_WEBHOOK_PUBLIC_KEY, 'public'),
    },
  };
}

/**
 * A key variable's PEM: the text itself (a one-line value may write its line breaks as \n) or the path of a file
 * holding it. Checked here, so a key that cannot be read stops the start instead of the first call.
 */
function pemOf(name: string, value: string | undefined, kind: 'private' | 'public'): string | null {
  if (!value) return null;
  try {
    const pem = value.startsWith('-----BEGIN') ? value.replaceAll('\\n', '\n') : readFileSync(value, 'utf8');
    if (kind === 'private') createPrivateKey(pem);
    else createPublicKey(pem);
    return pem;
  } catch {
    throw new Error(`Invalid configuration:\n  ${name}: not a readable ${kind} key (PEM, or a file of one)`);
  }
}

function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Owner-only, as the database beside it (db/private-data-dir.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
