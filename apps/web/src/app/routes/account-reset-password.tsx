import { ResetPasswordPage } from '../../features/auth/index.ts';

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
