import { SetupPage } from './components/setup-page.tsx';

/** /setup */
export default function SetupRoute() {
  return <SetupPage />;
}
