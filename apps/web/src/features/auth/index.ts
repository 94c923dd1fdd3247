export { AuthorizePage } from './components/authorize-page.tsx';
export { LoginCompletePage } from './components/login-complete-page.tsx';
export { LoginPage } from './components/login-page.tsx';
export { LogoutPage } from './components/logout-page.tsx';
