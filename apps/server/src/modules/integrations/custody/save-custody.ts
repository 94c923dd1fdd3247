import type { custodyWrite } from '@riskscreen/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { randomToken } from '../../../lib/hashing.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { isCustodyEnabledFor } from '../../accounts/index.ts';
import { type IntegrationRow, saveIntegration } from '../integrations.repo.ts';
import { custodyConfigToSave } from './custody-config.ts';

export type CustodySave = z.output<typeof custodyWrite>;

/**
 * Add, change or deactivate the custody integration (each change of its form saves at once). Active only while the
 * organisation's fireblocks_enabled permission is on (spec part 3 §2.13): otherwise activating it is refused.
 */
export async function saveCustody(
  db: Db,
  workspaceId: number,
  actingEmail: string,
  body: CustodySave,
  found: IntegrationRow | undefined,
): Promise<IntegrationRow> {
  if (body.is_active && !(await isCustodyEnabledFor(db, workspaceId)))
    throw new HttpError(
      403,
      'The Fireblocks integration is not enabled for your organisation. Contact support to enable it.',
      'custody_not_enabled',
    );
  return saveIntegration(db, workspaceId, {
    provider: 'fireblocks',
    isActive: body.is_active,
    config: custodyConfigToSave(found?.config ?? {}, body.config, actingEmail),
    slug: found?.webhook_slug ?? randomToken(9),
  });
}
