export { SetupPage } from './components/setup-page.tsx';
