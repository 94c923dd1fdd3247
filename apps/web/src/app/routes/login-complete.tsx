import { LoginCompletePage } from '../../features/auth/index.ts';

export default function LoginCompleteRoute() {
  return <LoginCompletePage />;
}
