export { CustomListsPage } from './components/custom-lists-page.tsx';
