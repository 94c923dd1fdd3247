import type { FastifyReply } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { API_RATE_WINDOW_SECONDS, type ApiRateStanding } from '../modules/accounts/index.ts';

/**
 * Tells an API key's client where it stands against its plan's rate limit, in the RateLimit header fields of the
 * IETF draft (RateLimit-Limit, -Remaining, -Reset, and the policy: N requests per window of W seconds), and refuses
 * a request past the limit with 429, Retry-After and the catalogue's text.
 */
export function applyApiRateLimit(reply: FastifyReply, standing: ApiRateStanding): void {
  reply.header('RateLimit-Policy', `${standing.limit};w=${API_RATE_WINDOW_SECONDS}`);
  reply.header('RateLimit-Limit', standing.limit);
  reply.header('RateLimit-Remaining', Math.max(0, standing.remaining));
  reply.header('RateLimit-Reset', standing.resetSeconds);
  if (standing.remaining >= 0) return;
  reply.header('Retry-After', standing.resetSeconds);
  throw HttpError.fromCatalogue(429, 'rate_limited', standing.resetSeconds);
}
