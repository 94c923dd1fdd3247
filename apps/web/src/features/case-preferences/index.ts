export { CasePreferencesPage } from './components/case-preferences-page.tsx';
