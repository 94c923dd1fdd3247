import { Alert } from '@mantine/core';
import { tokenAccountError } from '@riskscreen/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TokenAccountModal } from '../../../components/screening/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';

/** A path no route owns: the router's catch-all shows 'This page could not be found'. */
export const NOT_FOUND_PATH = '/not-found';

/**
 * Why a preview could not load: a 404 opens the 404 error page (spec part 2 §8); a token account shows the
 * 'Token account' modal; anything else its text in the drawer.
 */
export function PreviewFailure({ error, onClose }: { error: unknown; onClose: () => void }) {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const isNotFound = error instanceof ApiError && error.status === 404;
  const owner = error instanceof ApiError ? tokenAccountError.safeParse(error.body) : null;
  useEffect(() => {
    if (!isNotFound) return;
    onClose();
    navigate(withWorkspace(NOT_FOUND_PATH, workspace));
  }, [isNotFound, onClose, navigate, workspace]);
  if (isNotFound) return null;
  if (owner?.success) return <TokenAccountModal owner={owner.data.owner_address} onClose={onClose} />;
  const body = error instanceof ApiError ? error.body : null;
  return (
    <Alert color="red" variant="light" data-testid="preview-error">
      {errorText(body, true)}
    </Alert>
  );
}
