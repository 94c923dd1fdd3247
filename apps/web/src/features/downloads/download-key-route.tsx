import { DownloadKeyPage } from './components/download-key-page.tsx';

/** The lazily loaded page of /download?key=… (the link of a download e-mail). */
export default function DownloadKeyRoute() {
  return <DownloadKeyPage />;
}
