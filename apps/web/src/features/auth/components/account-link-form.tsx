import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DoneAlert } from '../../../components/ui/done-alert.tsx';
import { formFailure } from '../link-failure.ts';

/** Why a mailed link's form cannot show: no token in the link, or the server refused it. */
export function linkFailureOf(token: string, linkError: unknown): string | null {
  return token ? formFailure(linkError).message : 'This link has expired or has already been used.';
}

/**
 * The body of a page opened from a mailed link: the server's answer once the form went through, else the link's
 * (or the form's) failure, else the form.
 */
export function AccountLinkForm({
  done,
  doneTestId,
  failure,
  children,
}: {
  done: string | undefined;
  doneTestId: string;
  failure: string | null;
  children: ReactNode;
}) {
  if (done !== undefined) return <DoneAlert testId={doneTestId}>{done}</DoneAlert>;
  if (failure)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="link-error">
        {failure}
      </Alert>
    );
  return children;
}
