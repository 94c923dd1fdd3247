import { DownloadStatus, endpoints, fillPath, isOrgAdmin } from '@riskscreen/shared';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { downloadFormat } from './download-format.ts';
import { signDownloadToken, verifyDownloadToken } from './download-link.ts';
import { downloadFileOf, findDownload, findDownloadByKey, listDownloads } from './downloads.repo.ts';

/** The Download Manager (spec part 1 §2, §7): the workspace's exports and a signed link to each finished file. */
export const downloadRoutes: RouteModule = (api, { db, config }) => {
  route(api, endpoints.downloads.list, { access: 'workspace' }, async (request) => {
    const { offset, limit } = request.query;
    const { rows, count } = await listDownloads(db, requireScope(request).workspaceId, { offset, limit });
    return pageOf(
      request,
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        status: row.status,
        requested_by: `${row.first_name} ${row.last_name}`.trim() || row.email,
        created_at: row.created_at.toISOString(),
        format: downloadFormat(row.file_name, row.params),
      })),
      count,
      offset,
      limit,
    );
  });

  route(api, endpoints.downloads.getLink, { access: 'workspace' }, async (request) => {
    const workspaceId = requireScope(request).workspaceId;
    const download = await findDownload(db, workspaceId, request.params.id);
    if (!download) throw notFound();
    if (download.expires_at.getTime() <= Date.now()) throw exportExpired();
    if (download.status !== DownloadStatus.Complete)
      throw new HttpError(400, 'The file is not ready yet.', 'download_not_ready');
    const token = await signDownloadToken(config, {
      downloadId: download.id,
      userId: requireCaller(request).userId,
      workspaceId,
    });
    // Relative to the app's origin: the web opens it in a new tab on the origin that served it.
    return { download_url: `${fillPath(endpoints.downloads.file.path)}?token=${encodeURIComponent(token)}` };
  });

  // The link is not a bearer link: it opens only with the credentials (token or API key) of the member it was made
  // for, who must still belong, so a link that leaks (a log, a shared screen, a history) opens for nobody else.
  route(api, endpoints.downloads.file, { access: 'user', apiKey: true }, async (request, reply) => {
    const claims = await verifyDownloadToken(config, request.query.token);
    const caller = requireCaller(request);
    const keyElsewhere = caller.apiKeyWorkspaceId !== null && caller.apiKeyWorkspaceId !== claims.workspaceId;
    if (caller.userId !== claims.userId || keyElsewhere) throw notYourLink();
    if (!(await stillMember(db, claims.userId, claims.workspaceId))) throw notFound();
    const file = await downloadFileOf(db, claims.workspaceId, claims.downloadId);
    if (!file || file.status !== DownloadStatus.Complete || !file.bytes) throw notFound();
    if (file.expires_at.getTime() <= Date.now()) throw exportExpired();
    return sendFile(reply, file);
  });

  // The key of a download e-mail (`/download?key=…`, spec part 1 §2): like a signed link, no bearer key. It serves
  // the member who requested the export only, while they still belong to its workspace (decision 0043).
  route(api, endpoints.downloads.byKey, { access: 'user' }, async (request, reply) => {
    const key = request.body.key;
    const download = UUID.test(key) ? await findDownloadByKey(db, key) : undefined;
    if (!download) throw notFound();
    if (download.requested_by !== requireCaller(request).userId) throw notYourDownload();
    if (!(await stillMember(db, download.requested_by, download.workspace_id))) throw notFound();
    if (download.expires_at.getTime() <= Date.now()) throw exportExpired();
    const file = await downloadFileOf(db, download.workspace_id, download.id);
    if (!file) throw notFound();
    if (file.status !== DownloadStatus.Complete || !file.bytes)
      throw new HttpError(409, 'The file is not ready yet.', 'download_not_ready');
    return sendFile(reply, file);
  });
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type StoredFile = { file_name: string | null; media_type: string | null; bytes: Uint8Array | null };

function sendFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.media_type ?? 'application/octet-stream')
    .header('content-disposition', attachment(file.file_name ?? 'export'))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes ?? new Uint8Array()));
}

const notYourDownload = () =>
  new HttpError(
    403,
    'This download belongs to another user. Request your own from the Download manager.',
    'download_not_yours',
  );

const notYourLink = () =>
  new HttpError(
    403,
    'This download link belongs to another user. Get your own from the Download manager.',
    'link_not_yours',
  );

/** Past its expiry a download is gone, though the hourly clean-up may not have deleted it yet. */
const exportExpired = () =>
  new HttpError(410, 'This export has expired. Request it again.', 'download_expired');

/** An active user who is still an active member of the workspace, or an admin of its organisation. */
async function stillMember(db: Db, userId: number, workspaceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('workspaces', 'workspaces.organization_id', 'users.organization_id')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.workspace_id', '=', 'workspaces.id')
        .onRef('memberships.user_id', '=', 'users.id')
        .on('memberships.is_active', '=', true),
    )
    .select(['users.is_organization_admin', 'users.role', 'memberships.role as membership_role'])
    .where('users.id', '=', userId)
    .where('users.is_active', '=', true)
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return false;
  return (
    row.membership_role !== null ||
    isOrgAdmin({
      isOrganizationAdmin: row.is_organization_admin,
      profileRole: row.role,
      membershipRole: null,
    })
  );
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
