import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  endpoints,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  TIMERS_MS,
  tokenAccountError,
} from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';
import { failedRescreenPath, type ScreeningSubject, screeningFailureText } from './screening-failure.ts';

const SCREEN = { address: endpoints.addresses.screen, transaction: endpoints.transactions.screen } as const;

export type ScreeningRequest = ScreeningSubject & {
  /** The workspace's screened row, when this is a rescreen: a failure returns to its page. */
  screenedId?: number | null;
  lastScreenedTime?: string | null;
  /** The customer the object belongs to, with its side (1 deposit, 2 withdrawal) and, for a transaction, its address. */
  customer?: { id: string; type: 1 | 2; address?: string | null } | null;
};

/** The owner address when the answer is the token-account refusal. */
function tokenAccountOwner(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = tokenAccountError.safeParse(error.body);
  return parsed.success ? parsed.data.owner_address : null;
}

/** The success toast: what was screened and the risk level it came out at. */
export function screenedText(kind: 'address' | 'transaction', riskLevel: number): string {
  const label = RISK_LEVEL_LABELS[riskLevel as RiskLevel] ?? 'None';
  return `${kind === 'address' ? 'Address' : 'Transaction'} screened: risk level ${label}.`;
}

/**
 * Screening an address or a transaction (spec part 2 §4 Screening): the flag is on while the request runs; on
 * success the cached answers refresh and the entity page opens with the screened data in the navigation state; on
 * failure a toast, and a rescreen returns to the entity page with screen=false and the last screened time. A token
 * account shows its modal instead of a toast.
 */
export function useScreening(options: { onDone?: () => void } = {}) {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const queryClient = useQueryClient();
  const [isScreening, setScreening] = useState(false);
  const [tokenOwner, setTokenOwner] = useState<string | null>(null);

  async function screen(request: ScreeningRequest): Promise<void> {
    setScreening(true);
    try {
      const customer = request.customer;
      const body = {
        identifier: request.identifier,
        currency: request.currency,
        // The customer's fields travel only with a customer id (spec part 2 §5).
        ...(customer ? { customer_id: customer.id, type: customer.type } : {}),
        ...(customer?.address && request.kind === 'transaction' ? { address: customer.address } : {}),
      };
      const data = await api.call(SCREEN[request.kind], { query: { get_extra_data: 'true' }, body });
      await queryClient.invalidateQueries();
      options.onDone?.();
      notifications.show({ color: 'green', message: screenedText(request.kind, data.risk_level) });
      const page = request.kind === 'address' ? 'addresses' : 'transactions';
      navigate(withWorkspace(`/${page}/${data.id}`, workspace), { state: { screened: data } });
    } catch (error) {
      const owner = tokenAccountOwner(error);
      if (owner) {
        setTokenOwner(owner);
        return;
      }
      // 402: the organisation's screening credits are spent; retrying later does not help, the reason does.
      const reason =
        error instanceof ApiError && error.status === 402 ? errorText(error.body) || undefined : undefined;
      const text = screeningFailureText(request, reason);
      notifications.show({
        color: 'red',
        title: text.title,
        autoClose: TIMERS_MS.toastAutoClose,
        // The identifier is long and has no spaces: let the title wrap instead of cutting it.
        styles: { title: { whiteSpace: 'normal', wordBreak: 'break-all' } },
        message: (
          <Stack gap={0} data-testid="screening-failed-toast">
            {text.lines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
        ),
      });
      if (request.screenedId) {
        options.onDone?.();
        const path = failedRescreenPath(request.kind, request.screenedId, request.lastScreenedTime ?? null);
        navigate(withWorkspace(path, workspace));
      }
    } finally {
      setScreening(false);
    }
  }

  return { screen, isScreening, tokenOwner, closeTokenModal: () => setTokenOwner(null) };
}
