export { type ContractKey, type Watcher, watchersOf } from './token-watchlist.repo.ts';
export { tokenWatchlistRoutes } from './token-watchlist.routes.ts';
