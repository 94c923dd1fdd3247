export { AlertListPage } from './components/alert-list-page.tsx';
