export { WorkspacesPage } from './components/workspaces-page.tsx';
