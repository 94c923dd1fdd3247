import { displayCode, getChain } from '@riskscreen/shared';

export type ScreeningSubject = {
  kind: 'address' | 'transaction';
  identifier: string;
  currency: number;
  customerId?: string | null;
  /** An explicit Rescreen of a screened entity: the toast says 'rescreen'. */
  isRescreen?: boolean;
};

/**
 * The screening failure toast (spec part 2 §8): 'Failed to screen the {identifier}.' plus the blockchain label and
 * short code, the customer ID when given, and 'Please try again after some time.' An explicit Rescreen reads
 * 'Failed to rescreen the {identifier}.' with the same lines. A refusal that trying later cannot cure (the plan's
 * credits are spent) gives the server's reason in place of the last line.
 */
export function screeningFailureText(
  subject: ScreeningSubject,
  reason?: string,
): { title: string; lines: string[] } {
  const label = getChain(subject.currency)?.label ?? String(subject.currency);
  return {
    title: `Failed to ${subject.isRescreen ? 'rescreen' : 'screen'} the ${subject.identifier}.`,
    lines: [
      `${label} (${displayCode(subject.currency)})`,
      ...(subject.customerId ? [`Customer ID: ${subject.customerId}`] : []),
      reason ?? 'Please try again after some time.',
    ],
  };
}

/** Where a failed rescreen returns: the entity page with screen=false and the last screened time. */
export function failedRescreenPath(
  kind: ScreeningSubject['kind'],
  id: number,
  lastScreenedTime: string | null,
): string {
  const params = new URLSearchParams({ screen: 'false' });
  if (lastScreenedTime) params.set('last_screened_time', lastScreenedTime);
  return `/${kind === 'address' ? 'addresses' : 'transactions'}/${id}?${params}`;
}
