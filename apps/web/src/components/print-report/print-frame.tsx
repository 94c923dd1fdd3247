import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { setPageCredentials } from '../../lib/api-client.ts';
import { session } from '../../lib/session.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { PrintMessage } from './print-message.tsx';
import { CREDENTIAL_PARAMETERS, readPrintParams } from './print-params.ts';

export const NO_CREDENTIALS_TITLE = 'This report cannot be opened';
export const NO_CREDENTIALS_TEXT =
  'The link needs a token or api_key and a workspace query parameter. Open the report again from the application.';

/**
 * Around the printable report pages (/pdf/…), outside the signed-in layout: the calls carry the URL's token or
 * api_key (never stored), or else the session of this browser when there is one. Without either, a message.
 * Once read, the credential leaves the address bar (and so the history, a shared screen, a copied link).
 */
export function PrintFrame() {
  const [search, setSearch] = useSearchParams();
  const [params] = useState(() => readPrintParams(search));
  const [isReady, setReady] = useState(false);
  const hasSession = session.isAuthenticated();

  useLayoutEffect(() => {
    if (params.credentials) setPageCredentials(params.credentials);
    setReady(true);
    return () => setPageCredentials(null);
  }, [params.credentials]);

  useEffect(() => {
    if (!CREDENTIAL_PARAMETERS.some((name) => search.has(name))) return;
    const rest = new URLSearchParams(search);
    for (const name of CREDENTIAL_PARAMETERS) rest.delete(name);
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

  if (!params.workspace || (!params.credentials && !hasSession)) {
    return <PrintMessage title={NO_CREDENTIALS_TITLE} text={NO_CREDENTIALS_TEXT} />;
  }
  if (!isReady) return null;
  return (
    <Suspense fallback={<PageLoader minHeight="100vh" />}>
      <Outlet />
    </Suspense>
  );
}
