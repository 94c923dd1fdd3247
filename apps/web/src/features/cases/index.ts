export { CaseListPage } from './components/case-list-page.tsx';
export { CasePage } from './components/case-page.tsx';
