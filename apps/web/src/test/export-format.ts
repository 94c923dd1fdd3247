import { SHELL_MESSAGES } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { EXPORT_FORMATS } from '../components/ui/format-split-button.tsx';

/** A queuing export route's answer (the server's 200 with the Download Manager's message). */
export const queuedExport = () => ({
  status: 200,
  body: { id: '7d1e2f60-0000-4000-8000-000000000001', detail: SHELL_MESSAGES.downloadQueued },
});

/** Choose a file format from the arrow of an export button ('Download', 'Export'). */
export async function chooseExportFormat(buttonLabel: string, format: 'csv' | 'xlsx'): Promise<void> {
  const item = EXPORT_FORMATS.find((f) => f.value === format)?.label ?? format;
  const arrow = screen.getByRole('button', { name: `${buttonLabel} as…` });
  // Disabled while an export is being queued.
  await waitFor(() => expect(arrow).toHaveProperty('disabled', false));
  fireEvent.click(arrow);
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}
