import { type DbHandle, openDatabase } from '../../db/client.ts';
import { attachChainStore, openChainStore } from './chain-store.ts';

/**
 * The server's (or a command's) database, with the ClickHouse chain store attached when CHAIN_STORE_URL names one:
 * its tables are created when missing, and it is closed with the database.
 */
export async function openDatabaseWithChainStore(
  config: { databaseUrl?: string | undefined; dataDir: string; chainStoreUrl?: string | undefined },
  holder: string,
): Promise<DbHandle> {
  const handle = await openDatabase(config, holder);
  if (!config.chainStoreUrl) return handle;
  const store = openChainStore(config.chainStoreUrl);
  try {
    await store.ready();
  } catch (error) {
    await handle.close();
    await store.close();
    throw new Error(`The chain store at CHAIN_STORE_URL does not answer: ${(error as Error).message}`);
  }
  attachChainStore(handle.db, store);
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        await store.close();
      }
    },
  };
}
