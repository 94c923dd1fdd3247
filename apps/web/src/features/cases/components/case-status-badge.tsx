import { Badge, type MantineColor } from '@mantine/core';
import { CASE_STATUS_LABELS, type CaseStatus } from '@riskscreen/shared';

const STATUS_COLOURS: Record<CaseStatus, MantineColor> = { 1: 'blue', 2: 'gray', 3: 'red', 4: 'orange' };

/** 'Open', 'Closed', 'Escalated' or 'Pending Approval' as a small badge. */
export function caseStatusLabel(status: number): string {
  return status === 1 ? 'Open' : (CASE_STATUS_LABELS[status as CaseStatus] ?? String(status));
}

export function CaseStatusBadge({ status }: { status: number }) {
  return (
    <Badge
      variant="light"
      color={STATUS_COLOURS[status as CaseStatus] ?? 'gray'}
      style={{ textTransform: 'none', minWidth: 'max-content' }}
      data-testid="case-status"
    >
      {caseStatusLabel(status)}
    </Badge>
  );
}
