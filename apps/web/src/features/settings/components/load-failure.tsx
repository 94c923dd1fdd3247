import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverMessage } from '../error-message.ts';

/** A settings page whose data could not be loaded. */
export function LoadFailure({ error }: { error: unknown }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title="Error Loading Data">
      {serverMessage(error, 'Something went wrong')}
    </Alert>
  );
}
