import { PolicyListPage } from '../../features/policies/index.ts';

export default function PoliciesRoute() {
  return <PolicyListPage />;
}
