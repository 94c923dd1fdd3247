export { ArchiveHistoryPage } from './components/archive-history-page.tsx';
