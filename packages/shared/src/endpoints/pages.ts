/**
 * Pages under the API's prefixes that are not JSON endpoints: the API documentation the server serves, and the
 * built-in identity provider's password step, a page of the web app that the server hands to it.
 */
export const API_PAGES = {
  apiDocumentation: '/api/docs',
  openApiDocument: '/api/docs/openapi.json',
  authorize: '/auth/authorize',
} as const;
