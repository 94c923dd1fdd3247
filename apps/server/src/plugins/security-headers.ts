import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy every page works under (the SPA, the API docs, printable reports): scripts only from
 * this origin, never inline, never framed (clickjacking of the sign-in page), no plugins, no foreign base URL.
 * Styles may be inline: Mantine sets CSS variables in style attributes and injects its theme in a style element.
 * No upgrade-insecure-requests: a self-hosted install may be served over plain HTTP on a private network.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Paths whose answers are data for a signed-in user (or tokens): never kept by a browser or a proxy. */
export const PRIVATE_PREFIXES = [
  '/auth/',
  '/profile/',
  '/analytics/',
  '/risk/',
  '/resolutioncenter/',
  '/upload/',
  '/utils/',
  '/integrations/',
];

/**
 * Security headers on every response (helmet): the CSP above, nosniff, no referrer, no framing; and
 * `Cache-Control: no-store` on API answers (tokens, workspace data) unless a route chose its own.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // TLS is the reverse proxy's business in a self-hosted install; HSTS from a plain-HTTP origin means nothing.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (!reply.hasHeader('cache-control') && PRIVATE_PREFIXES.some((p) => path.startsWith(p)))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
