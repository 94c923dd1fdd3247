import { WorkspacesPage } from './components/workspaces-page.tsx';

/** /settings/organisation/workspaces */
export default function WorkspacesRoute() {
  return <WorkspacesPage />;
}
