import { ArchiveHistoryPage } from './components/archive-history-page.tsx';

/** The lazily loaded page of /settings/workspace/archive-history. */
export default function ArchiveHistoryRoute() {
  return <ArchiveHistoryPage />;
}
