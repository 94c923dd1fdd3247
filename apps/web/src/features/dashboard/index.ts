export { DashboardPage } from './components/dashboard-page.tsx';
export { DashboardReport } from './components/dashboard-report.tsx';
