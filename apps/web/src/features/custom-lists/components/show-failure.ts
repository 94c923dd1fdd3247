import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';

/** A failed call: the server's message as a toast (spec part 3 §7.9). */
export function showFailure(error: unknown): void {
  const message = error instanceof ApiError ? errorText(error.body, true) : 'Something went wrong';
  notifications.show({ color: 'red', message });
}
