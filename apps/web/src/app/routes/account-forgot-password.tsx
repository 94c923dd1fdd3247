import { ForgotPasswordPage } from '../../features/auth/index.ts';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
