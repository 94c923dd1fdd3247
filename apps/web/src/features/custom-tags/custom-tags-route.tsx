import { CustomTagsPage } from './components/custom-tags-page.tsx';

/** The lazily loaded page of /settings/workspace/custom-tags. */
export default function CustomTagsRoute() {
  return <CustomTagsPage />;
}
