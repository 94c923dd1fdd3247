import type { SignInSlowdown } from './sign-in-slowdown.ts';

export { confirmPassword } from './confirm-password.ts';
export { SignInSlowdown } from './sign-in-slowdown.ts';
export { storePasswordEndingSessions } from './store-password.ts';

/** The one per-account slowdown of the process: sign-in and every re-authentication count in it together. */
export type PasswordDeps = { signInSlowdown: SignInSlowdown };
