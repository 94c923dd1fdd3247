import { MembersPage } from './components/members-page.tsx';

/** /settings/workspace/members */
export default function WorkspaceMembersRoute() {
  return <MembersPage scope="workspace" />;
}
