import { SignUpPage } from '../../features/auth/index.ts';

export default function SignUpRoute() {
  return <SignUpPage />;
}
