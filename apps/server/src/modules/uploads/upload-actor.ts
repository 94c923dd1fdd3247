import type { Db } from '../../db/client.ts';
import type { Caller, WorkspaceScope } from '../../plugins/auth.ts';

/** Who a job's screenings are made as: the uploader, in the upload's workspace. */
export type UploadActor = { caller: Caller; scope: WorkspaceScope };

/** The uploader as a caller of the web app (the audit log names them); undefined when they are gone. */
export async function uploadActor(
  db: Db,
  upload: { workspace_id: number; uploaded_by: number | null },
): Promise<UploadActor | undefined> {
  if (upload.uploaded_by === null) return undefined;
  const row = await db
    .selectFrom('users as u')
    .innerJoin('workspaces as w', 'w.organization_id', 'u.organization_id')
    .select([
      'u.id as userId',
      'u.organization_id as organizationId',
      'u.email',
      'u.role',
      'u.is_organization_admin',
      'w.id as workspaceId',
      'w.slug',
      'w.name',
    ])
    .where('u.id', '=', upload.uploaded_by)
    .where('w.id', '=', upload.workspace_id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    caller: {
      userId: row.userId,
      organizationId: row.organizationId,
      email: row.email,
      profileRole: row.role,
      isOrganizationAdmin: row.is_organization_admin,
      via: 'token',
      sessionId: null,
      apiKeyWorkspaceId: null,
    },
    scope: {
      workspaceId: row.workspaceId,
      slug: row.slug,
      name: row.name,
      membershipRole: null,
      caseRole: null,
      isAdmin: false,
    },
  };
}
