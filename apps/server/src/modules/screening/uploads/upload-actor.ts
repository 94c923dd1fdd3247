import type { Db } from '../../../db/client.ts';
import { type ActingPerson, actingPeopleOf, actingPerson } from '../screenings/index.ts';

/** Who a job's screenings are made as: the uploader, in the upload's workspace. */
export type UploadActor = ActingPerson;

/**
 * The uploader as a caller of the web app (the audit log names them), as long as they could still screen in the
 * workspace: an active user with an active membership, or an organisation admin. Undefined when they are gone or
 * disabled: the remaining rows then fail, as a request of theirs would be refused.
 */
export async function uploadActor(
  db: Db,
  upload: { workspace_id: number; uploaded_by: number | null },
): Promise<UploadActor | undefined> {
  if (upload.uploaded_by === null) return undefined;
  const row = await actingPeopleOf(db, upload.workspace_id)
    .where('u.id', '=', upload.uploaded_by)
    .where('u.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('u.is_organization_admin', '=', true),
        eb.exists(
          eb
            .selectFrom('memberships as m')
            .select('m.user_id')
            .whereRef('m.user_id', '=', 'u.id')
            .whereRef('m.workspace_id', '=', 'w.id')
            .where('m.is_active', '=', true),
        ),
      ]),
    )
    .executeTakeFirst();
  return row && actingPerson(row, 'token');
}
