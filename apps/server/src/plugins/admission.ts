import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a request refused for want of room answers (no catalogue text: the specification has none). */
export const SERVER_BUSY = {
  detail: 'The server is busy. Please try again in a moment.',
  code: 'server_busy',
} as const;
/** Seconds a refused client is asked to wait: work in flight here lasts milliseconds. */
const RETRY_AFTER_SECONDS = 1;

declare module 'fastify' {
  interface FastifyInstance {
    /** API requests this process is working on now (admission control). */
    requestsInFlight(): number;
  }
}

/**
 * Admission control: at most `maxInFlight` API requests are worked on at once by this process; one more answers
 * 503 with Retry-After at once, before anything is read or parsed for it. A queue in front of the event loop would
 * instead make every client wait seconds under overload; refusing keeps the admitted requests fast and tells the
 * others to come back. Only API paths count (`isApiPath`): the web app's files and the version probe stay
 * answerable. Registered first, so the refusal costs no database work (authentication comes after it).
 */
export function registerAdmission(
  app: FastifyInstance,
  options: { maxInFlight: number; isApiPath: (path: string) => boolean },
): void {
  let inFlight = 0;
  const admitted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (!admitted.delete(request)) return;
    inFlight -= 1;
  };
  app.decorate('requestsInFlight', () => inFlight);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!options.isApiPath(request.url)) return done();
    if (inFlight >= options.maxInFlight) {
      reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).send(SERVER_BUSY);
      return;
    }
    inFlight += 1;
    admitted.add(request);
    // Whichever comes first frees the place: the answer sent, or the connection closed without one.
    reply.raw.once('close', () => release(request));
    done();
  });
  app.addHook('onResponse', async (request) => release(request));
}
