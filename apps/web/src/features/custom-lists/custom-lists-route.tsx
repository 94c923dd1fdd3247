import { CustomListsPage } from './components/custom-lists-page.tsx';

/** The lazily loaded page of /settings/workspace/custom-lists. */
export default function CustomListsRoute() {
  return <CustomListsPage />;
}
