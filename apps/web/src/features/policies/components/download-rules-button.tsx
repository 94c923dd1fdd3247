import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { fileNameOf, saveFile } from '../../../lib/download-file.ts';
import { downloadRules, type RuleFilters } from '../api.ts';
import { showFailure } from '../error-message.ts';
import { POLICY_MESSAGES } from '../messages.ts';

/** The rules download (CSV), with the filters the list shows. */
export function DownloadRulesButton({ filters }: { filters: RuleFilters & { policy?: number } }) {
  const [isLoading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const res = await downloadRules(filters);
      if (!res.ok) throw new Error(`Download answered ${res.status}`);
      saveFile(await res.blob(), fileNameOf(res.headers.get('content-disposition'), 'rules.csv'));
    } catch (error) {
      showFailure(error, POLICY_MESSAGES.exportFailed);
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
