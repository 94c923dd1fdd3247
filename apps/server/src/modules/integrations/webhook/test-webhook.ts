import { randomUUID } from 'node:crypto';
import { ERROR_TEXTS } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';
import type { TargetGuard } from '../outbound/target-guard.ts';
import { sendWebhook } from './send-webhook.ts';
import type { WebhookBody } from './webhook-payload.ts';

/**
 * The configuration form's test (spec part 3 §4.4): a sample event about an object of the chosen kind, signed with
 * the key in the form, sent to the endpoint. A 2xx answer validates it; anything else is the spec's failure text
 * (400), with the receiver's status when there was one.
 */
export async function testWebhook(
  guard: TargetGuard,
  test: {
    endpoint: string;
    entity_type: 'address' | 'transaction' | 'customer';
    secret_key: string;
    workspace: string;
    publicUrl: string;
  },
): Promise<{ detail: string; response_code: number | null }> {
  const id = `evt_test_${randomUUID()}`;
  const body: WebhookBody = {
    id,
    type: 'webhook.test',
    occurred_at: new Date().toISOString(),
    workspace: test.workspace,
    object: {
      url: `${test.publicUrl}/settings/workspace/integrations/webhook?workspace=${encodeURIComponent(test.workspace)}`,
      entity_type: test.entity_type,
      id: 0,
      identifier: 'test',
      currency: null,
    },
    data: {},
  };
  const answer = await sendWebhook(guard, {
    url: test.endpoint,
    key: test.secret_key,
    messageId: id,
    body: JSON.stringify(body),
    now: new Date(),
  });
  if (!answer.ok)
    throw new HttpError(400, ERROR_TEXTS.webhook_test_failed, 'webhook_test_failed', undefined, {
      ...(answer.responseCode !== null && { response_code: answer.responseCode }),
    });
  return { detail: 'Validated successfully', response_code: answer.responseCode };
}
