import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PAGES } from '@riskscreen/shared';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifySchema } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { requestLogSerializers } from './lib/logger.ts';
import type { Api } from './lib/module.ts';
import { SignInSlowdown } from './modules/accounts/index.ts';
import { type ChainAccess, createChainAccess } from './modules/exposure/index.ts';
import { eventSubscriberModules, jobModules, routeModules } from './modules/index.ts';
import type { JobDefinition, PgBossJobQueue } from './modules/platform/index.ts';
import { EventWaker, eventDeliveryJob, registerSubscribers } from './modules/platform/index.ts';
import { wireModules } from './modules/wiring.ts';
import { registerAdmission } from './plugins/admission.ts';
import { type Access, acceptsApiKey, registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerNulGuard } from './plugins/null-characters.ts';
import { PRIVATE_PREFIXES, registerSecurityHeaders } from './plugins/security-headers.ts';

export type RouteEntry = {
  method: string;
  url: string;
  access: Access | undefined;
  /** Whether an X-API-Key authenticates the route (the machine API). */
  apiKey: boolean;
  /** The route's zod schemas: the access harness builds its garbage from them. */
  schema: FastifySchema | undefined;
};
declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: RouteEntry[];
    /** The background work of every module, made with the app's dependencies (main.ts starts its workers). */
    jobDefinitions: JobDefinition[];
    /** Queues the deliveries of new domain events: after each write request, and on a timer in worker processes. */
    events: EventWaker;
  }
}

/**
 * Paths served by the API: the private ones, the public /api/ (health check, docs) and the sample files; every other
 * GET is the single-page app.
 */
export const API_PREFIXES = [...PRIVATE_PREFIXES, '/api/', '/samples/'];

/** Whether a request URL is served by the API (admission control counts these). */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export type BuildOptions = {
  db: Db;
  config: Config;
  logger?: FastifyBaseLogger;
  /** The chain access screening uses; a new one without on-demand fetching when not given (tests, benches). */
  chains?: ChainAccess;
  /** The durable job queue on the same database; its creator starts its workers and stops it. */
  jobs: PgBossJobQueue;
};

/** Build the API (routes, auth, docs, static web) without listening, so tests drive it with inject(). */
export async function buildApp({ db, config, logger, chains, jobs }: BuildOptions): Promise<Api> {
  // The producers' in-transaction hooks meet their consumers before anything can screen.
  wireModules();
  const deps: AppDeps = {
    db,
    config,
    chains: chains ?? createChainAccess(db),
    signInSlowdown: new SignInSlowdown(),
    jobs,
  };
  // The queues exist before the first request can queue a job into them.
  const subscribers = eventSubscriberModules.flatMap((subscriberModule) => subscriberModule(deps));
  await registerSubscribers(
    db,
    subscribers.map((subscriber) => subscriber.name),
  );
  const jobDefinitions = [
    ...jobModules.flatMap((jobModule) => jobModule(deps)),
    eventDeliveryJob(db, jobs, subscribers, config.eventHeldBackPauseSeconds),
  ];
  await jobs.prepare(jobDefinitions);
  const app = Fastify({
    // Request lines show the URL without its credentials (api_key, token…), whichever logger is given.
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers: requestLogSerializers }) }
      : { logger: false }),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: false,
    // Identifiers travel in paths (previews): Cardano addresses alone exceed the default 100 characters.
    routerOptions: { maxParamLength: 1024 },
    // A path that is not valid URL encoding (%FF) answers like any other malformed request, not in Fastify's shape.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .status(400)
        .send({ detail: 'The request path is not valid.', code: 'bad_request' });
    },
  }).withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
  // First of all hooks: a request past the bound is refused before any work is done for it.
  registerAdmission(app, { maxInFlight: config.maxRequestsInFlight, isApiPath });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webDist = resolve(config.webDist ?? resolve(import.meta.dirname, '../../web/dist'));
  const servesWeb = existsSync(resolve(webDist, 'index.html'));
  registerErrorHandler(app, { jsonNotFound: !servesWeb });
  await registerSecurityHeaders(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Risk screening API', version: config.appVersion },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_PAGES.apiDocumentation,
    uiConfig: { docExpansion: 'list' },
  });
  app.get(API_PAGES.openApiDocument, { config: { access: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );
  await app.register(fastifyRateLimit, { global: false });

  // The catalogue of routes lets the access harness probe every route that any module registers.
  const routeCatalogue: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routeCatalogue.push({
        method,
        url: route.url,
        access: route.config?.access,
        apiKey: acceptsApiKey(route.config ?? {}),
        schema: route.schema,
      });
    }
  });
  app.decorate('routeCatalogue', routeCatalogue);
  app.decorate('jobDefinitions', jobDefinitions);
  const events = new EventWaker(db, jobs, subscribers, app.log.child({ component: 'events' }));
  app.decorate('events', events);
  // A write request's transaction has committed by the time it answers: its events can go out now.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') void events.wake();
  });
  app.addHook('onClose', () => events.stop());

  registerAuth(app, { db, config });
  registerNulGuard(app);
  for (const register of routeModules) register(app, deps);

  if (servesWeb) await registerWeb(app, webDist);
  return app;
}

async function registerWeb(app: Api, dist: string): Promise<void> {
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, cacheControl: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // The built-in identity provider's password step is a page of the web app under the /auth/ prefix.
    const isWebPage = path === API_PAGES.authorize || !API_PREFIXES.some((p) => path.startsWith(p));
    if (request.method === 'GET' && isWebPage) {
      // Hashed assets may be cached forever; the page itself never.
      if (path.startsWith('/assets/')) return reply.status(404).send({ detail: 'Not found.' });
      return reply.header('cache-control', 'no-store').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
