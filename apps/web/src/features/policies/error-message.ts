import { notifications } from '@mantine/notifications';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { POLICY_MESSAGES } from './messages.ts';

/** The server's message for a failed call (spec part 3 §7.9), else the screen's fallback. */
export function serverMessage(error: unknown, fallback: string = POLICY_MESSAGES.somethingWrong): string {
  return (error instanceof ApiError && errorText(error.body)) || fallback;
}

export function showFailure(error: unknown, fallback?: string): void {
  notifications.show({ color: 'red', message: serverMessage(error, fallback) });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
