import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ChainAccess } from './modules/exposure/index.ts';

/**
 * Everything the app's modules depend on, made once per process and passed explicitly (no registry keyed by the
 * database): the database, the configuration, and the chain access of screening (in-memory graphs, on-demand
 * fetch). A module's routes name the part they use (lib/module.ts, RouteModule).
 */
export type AppDeps = { db: Db; config: Config; chains: ChainAccess };
