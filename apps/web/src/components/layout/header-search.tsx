import { GlobalSearchBar } from '../../features/search/index.ts';

/** The header's global search bar (561 px): type dropdown, hints, suggestions; built in features/search. */
export function HeaderSearch() {
  return <GlobalSearchBar />;
}
