import { AuthorizePage } from '../../features/auth/index.ts';

export default function AuthorizeRoute() {
  return <AuthorizePage />;
}
