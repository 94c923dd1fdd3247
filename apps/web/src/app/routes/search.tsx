import { SearchResultsPage } from '../../features/search/results.ts';

export default function SearchRoute() {
  return <SearchResultsPage />;
}
