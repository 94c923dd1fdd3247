export { AuthorizePage } from './components/authorize-page.tsx';
export { ForgotPasswordPage } from './components/forgot-password-page.tsx';
export { LoginCompletePage } from './components/login-complete-page.tsx';
export { LoginPage } from './components/login-page.tsx';
export { LogoutPage } from './components/logout-page.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
export { SignUpPage } from './components/sign-up-page.tsx';
