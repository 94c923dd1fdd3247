import type { ReportModel } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { loadUserProfile } from '../../accounts/index.ts';
import { type ContractReader, contractReader } from './contract-reader.ts';
import { knownTimeZone } from './report-format.ts';
import type { ReportBranding } from './report-pdf.ts';

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** What every report starts from: the caller's reader, the organisation's branding and the profile's time zone. */
export type ReportContext = { read: ContractReader; branding: ReportBranding; generatedAt: Date };

/** A report as its assembler answers it: the model both renderers draw, and the stem of the PDF's file name. */
export type AssembledReport = { model: ReportModel; fileStem: string };

/**
 * 403 when the plan does not include reports (the profile's can_generate_report flag). Dates are written in
 * `timeZone` when the caller names one (a printable page's tz), else in the profile's.
 */
export async function reportContext(
  db: Db,
  request: FastifyRequest,
  timeZone?: string,
): Promise<ReportContext> {
  const scope = requireScope(request);
  const caller = requireCaller(request);
  const profile = await loadUserProfile(db, caller.userId);
  if (!profile.can_generate_report) throw HttpError.fromCatalogue(403, 'permission_denied');
  const organisation = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', caller.organizationId)
    .executeTakeFirstOrThrow();
  const colour = profile.organization_color_code;
  return {
    read: contractReader(request, scope.slug),
    branding: {
      organisationName: organisation.name,
      reportLogo: profile.organization_brand_report_logo,
      colour: colour && COLOUR.test(colour) ? colour : '#1c3d6e',
      timeZone: knownTimeZone(timeZone ?? profile.timezone),
    },
    generatedAt: new Date(),
  };
}
