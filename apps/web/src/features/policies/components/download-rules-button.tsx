import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadRules, type RuleFilters } from '../api.ts';
import { showFailure } from '../error-message.ts';
import { POLICY_MESSAGES } from '../messages.ts';

/**
 * The rules download (CSV), with the filters the list shows: queued into the Download Manager (its toast says
 * so); a refusal shows the server's message or 'Rules export failed…' (spec part 3 §8).
 */
export function DownloadRulesButton({ filters }: { filters: RuleFilters & { policy?: number } }) {
  const [isLoading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadRules(filters);
    } catch (error) {
      // The server refused the export (its message, else 'Rules export failed…'), or it could not be reached.
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
