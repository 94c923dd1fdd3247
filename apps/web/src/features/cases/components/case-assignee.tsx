import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseDetail } from '@riskscreen/shared';
import { useCaseAgents, useUpdateCase } from '../api.ts';
import { ASSIGNEE_UPDATED } from '../messages.ts';
import { toastFailure } from './case-bulk-actions.tsx';

const UNASSIGNED = 'unassigned';

/** Assigned To on the case page: one of the workspace's agents, or nobody. */
export function CaseAssignee({ detail }: { detail: CaseDetail }) {
  const agents = useCaseAgents();
  const update = useUpdateCase(String(detail.id));
  const options = (agents.data ?? []).map((a) => ({
    value: String(a.user_id),
    label: a.full_name || a.email,
  }));
  // The assignee stays shown when they are no longer an agent.
  if (detail.assigned_to !== null && !options.some((o) => o.value === String(detail.assigned_to))) {
    options.unshift({ value: String(detail.assigned_to), label: detail.assigned_to_name ?? 'Unknown' });
  }
  const change = async (value: string | null) => {
    if (value === null) return;
    try {
      await update.mutateAsync({ assigned_to: value === UNASSIGNED ? null : Number(value) });
      notifications.show({ color: 'green', message: ASSIGNEE_UPDATED });
    } catch (error) {
      toastFailure(error);
    }
  };
  return (
    <Select
      size="xs"
      aria-label="Assigned To"
      data={[{ value: UNASSIGNED, label: 'Unassigned' }, ...options]}
      value={detail.assigned_to === null ? UNASSIGNED : String(detail.assigned_to)}
      onChange={(value) => void change(value)}
      disabled={update.isPending}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      w={180}
      data-testid="case-assignee-select"
    />
  );
}
