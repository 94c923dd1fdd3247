import { RuleAddPage } from '../../features/rule-builder/index.ts';

export default function RuleAddRoute() {
  return <RuleAddPage />;
}
