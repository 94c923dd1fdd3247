import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { SHELL_MESSAGES } from '@riskscreen/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { saveDownloadByKey } from '../../../lib/queued-download.ts';
import { routes } from '../../../lib/routes.ts';

/** What the page says when the server refused the key: its own words (expired, another user's, unknown). */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return SHELL_MESSAGES.downloadFailed;
}

/**
 * /download?key=… (spec part 1 §2): the link of a download e-mail. Saves the export the key names, with the
 * signed-in user's credentials, and returns to the dashboard; says why when the server will not give it.
 */
export function DownloadKeyPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // Once per key: the effect runs twice in development, and a second save would be a second file.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    if (!key) {
      setError('This download link has no key.');
      return;
    }
    saveDownloadByKey(key)
      .then(() => navigate(routes.dashboard(), { replace: true }))
      .catch((failure: unknown) => setError(refusalOf(failure)));
  }, [key, navigate]);

  return (
    <Center mih={300} data-testid="download-key-page">
      {error ? (
        <Stack align="center" maw={520}>
          <Alert color="red" title="The file could not be downloaded" w="100%">
            {error}
          </Alert>
          <Button onClick={() => navigate(routes.dashboard(), { replace: true })}>Go to the dashboard</Button>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader />
          <Text>Downloading your file…</Text>
        </Stack>
      )}
    </Center>
  );
}
