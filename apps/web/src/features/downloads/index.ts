export { DownloadManagerPanel } from './components/download-manager-panel.tsx';
