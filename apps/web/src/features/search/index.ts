export { GlobalSearchBar } from './components/global-search-bar.tsx';
export { type SearchTabCounts, useSearchTabCounts } from './use-search-tab-counts.ts';
