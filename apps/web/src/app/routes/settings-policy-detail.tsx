import { PolicyDetailPage } from '../../features/policies/index.ts';

export default function PolicyDetailRoute() {
  return <PolicyDetailPage />;
}
