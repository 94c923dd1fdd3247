import { DashboardPage } from '../../features/dashboard/index.ts';

export default function DashboardRoute() {
  return <DashboardPage />;
}
