/**
 * Zod compiles object parsers with `new Function` when the page allows it, and probes for that by trying. Under
 * the server's Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation, so the browser app
 * tells zod up front not to try. Zod reads this global configuration object when it loads; setting it here, before
 * any chunk that holds zod, keeps zod itself out of the first load.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
