import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { fileNameOf, saveFile } from '../../../lib/download-file.ts';
import { errorText } from '../../../lib/error-text.ts';
import { downloadRules, type RuleFilters } from '../api.ts';
import { showFailure } from '../error-message.ts';
import { POLICY_MESSAGES } from '../messages.ts';

/** The server's message of a failed export answer (spec part 3 §7.9), if its body carries one. */
async function answerText(res: Response): Promise<string> {
  try {
    return errorText(await res.json());
  } catch {
    return '';
  }
}

/**
 * The rules download (CSV), with the filters the list shows. The catalogue (spec part 3 §8) has two texts: the
 * server could not export the rules ('Rules export failed…', or the server's own message), or the file did not
 * reach the browser (no answer, or its body could not be read or saved: 'Download failed…').
 */
export function DownloadRulesButton({ filters }: { filters: RuleFilters & { policy?: number } }) {
  const [isLoading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      let res: Response;
      try {
        res = await downloadRules(filters);
      } catch (error) {
        showFailure(error, POLICY_MESSAGES.downloadFailed);
        return;
      }
      if (!res.ok) {
        showFailure(undefined, (await answerText(res)) || POLICY_MESSAGES.exportFailed);
        return;
      }
      try {
        saveFile(await res.blob(), fileNameOf(res.headers.get('content-disposition'), 'rules.csv'));
      } catch (error) {
        showFailure(error, POLICY_MESSAGES.downloadFailed);
      }
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={isLoading} onClick={download}>
      Download Rules
    </Button>
  );
}
