import { AuthenticatedLayout } from '../components/layout/authenticated-layout.tsx';
import { TabBar } from '../components/layout/tab-bar.tsx';
import { PreviewHost, type PreviewViews } from '../components/preview-drawer/index.ts';
import { DownloadManagerPanel } from '../features/downloads/index.ts';
import { NotificationBell } from '../features/notifications/index.ts';
import { AddressPreview, TransactionPreview } from '../features/previews/index.ts';
import { GlobalSearchBar, useSearchTabCounts } from '../features/search/index.ts';
import { FileUploadPanel } from '../features/uploads/index.ts';

const previews: PreviewViews = { address: AddressPreview, transaction: TransactionPreview };

/** The tab bar with the search page's counts. */
function SearchAwareTabBar() {
  return <TabBar search={useSearchTabCounts()} />;
}

/**
 * The signed-in shell with what features show in it. Loaded as its own chunk: the sign-in pages do not need it,
 * and it brings the profile's contract (zod) with it.
 */
export default function Shell() {
  return (
    <AuthenticatedLayout
      search={<GlobalSearchBar />}
      notifications={<NotificationBell />}
      tabBar={<SearchAwareTabBar />}
      drawers={<PreviewHost views={previews} />}
      uploadPanel={FileUploadPanel}
      downloadPanel={DownloadManagerPanel}
    />
  );
}
