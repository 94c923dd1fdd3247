import { RulesListPage } from '../../features/policies/index.ts';

export default function RulesRoute() {
  return <RulesListPage />;
}
