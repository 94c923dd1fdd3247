import { LogoutPage } from '../../features/auth/index.ts';

export default function LogoutRoute() {
  return <LogoutPage />;
}
