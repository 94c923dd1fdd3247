export { SmartContractWatchlistPage } from './components/smart-contract-watchlist-page.tsx';
