import { CasePreferencesPage } from '../../features/case-preferences/index.ts';

export default function CasePreferencesRoute() {
  return <CasePreferencesPage />;
}
