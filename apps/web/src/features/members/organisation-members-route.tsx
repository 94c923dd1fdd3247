import { MembersPage } from './components/members-page.tsx';

/** /settings/organisation/members */
export default function OrganisationMembersRoute() {
  return <MembersPage scope="organisation" />;
}
