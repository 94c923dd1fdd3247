import { LoginPage } from '../../features/auth/index.ts';

export default function LoginRoute() {
  return <LoginPage />;
}
