import type { Db } from '../../db/client.ts';
import { type ActingPerson, actingPeopleOf, actingPerson } from '../screening/index.ts';

/** Who a job's screenings are made as: the uploader, in the upload's workspace. */
export type UploadActor = ActingPerson;

/** The uploader as a caller of the web app (the audit log names them); undefined when they are gone. */
export async function uploadActor(
  db: Db,
  upload: { workspace_id: number; uploaded_by: number | null },
): Promise<UploadActor | undefined> {
  if (upload.uploaded_by === null) return undefined;
  const row = await actingPeopleOf(db, upload.workspace_id)
    .where('u.id', '=', upload.uploaded_by)
    .executeTakeFirst();
  return row && actingPerson(row, 'token');
}
