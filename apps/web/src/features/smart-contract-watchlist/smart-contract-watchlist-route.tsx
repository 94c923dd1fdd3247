import { SmartContractWatchlistPage } from './components/smart-contract-watchlist-page.tsx';

/** The lazily loaded page of /settings/workspace/smart-contract-watchlist. */
export default function SmartContractWatchlistRoute() {
  return <SmartContractWatchlistPage />;
}
