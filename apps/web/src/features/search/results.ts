// The results page is its own entry so the header's bar does not pull it into the shell's chunk.
export { SearchResultsPage } from './components/search-results-page.tsx';
