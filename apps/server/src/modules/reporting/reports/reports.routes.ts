import { endpoints } from '@riskscreen/shared';
import type { FastifyReply } from 'fastify';
import type { Content } from 'pdfmake/interfaces';
import { route } from '../../../lib/endpoint-route.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { loadUserProfile } from '../../accounts/index.ts';
import { addressReport } from './address-report.ts';
import { caseReport } from './case-report.ts';
import { customerReport } from './customer-report.ts';
import { type ReportContext, reportContext } from './report-context.ts';
import { renderReport } from './report-layout.ts';
import { transactionReport } from './transaction-report.ts';

type Built = { heading: { title: string; subject: string }; fileStem: string; body: Content[] };

/** The report's file name: its identifier and the date in the caller's zone, in characters any disk takes. */
export function reportFileName(stem: string, generatedAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(generatedAt);
  return `${stem.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 150)}-${day}.pdf`;
}

async function sendReport(reply: FastifyReply, context: ReportContext, built: Built) {
  const pdf = await renderReport(context.branding, built.heading, context.generatedAt, built.body);
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${reportFileName(built.fileStem, context.generatedAt, context.branding.timeZone)}"`,
    )
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * The printable reports of an address, a transaction, a customer and a case (spec part 2 "Printable reports", part 3
 * case report): PDF files rendered in process by pdfmake, from the calls the pages make (decision 0035).
 */
export const reportRoutes: RouteModule<BaseDeps> = (api, { db }) => {
  const R = endpoints.reports;
  // The printable pages' header and footer: any caller of the workspace, an API key too (the profile refuses keys).
  route(api, R.branding, { access: 'workspace' }, async (request) => {
    const scope = requireScope(request);
    const caller = requireCaller(request);
    const profile = await loadUserProfile(db, caller.userId);
    // The organisation's name as the PDF reports print it (the profile's `organization` is its slug).
    const organisation = await db
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', caller.organizationId)
      .executeTakeFirstOrThrow();
    return {
      organization: organisation.name,
      organization_brand_logo: profile.organization_brand_logo,
      organization_brand_report_logo: profile.organization_brand_report_logo,
      workspace: scope.slug,
      workspace_name: scope.name,
      timezone: profile.timezone,
      can_generate_report: profile.can_generate_report,
      can_access_customers: profile.can_access_customers,
    };
  });
  route(api, R.address, { access: 'workspace' }, async (request, reply) => {
    const context = await reportContext(db, request);
    return sendReport(
      reply,
      context,
      await addressReport(context, request.params.id, request.query.entities),
    );
  });
  route(api, R.transaction, { access: 'workspace' }, async (request, reply) => {
    const context = await reportContext(db, request);
    return sendReport(
      reply,
      context,
      await transactionReport(context, request.params.id, request.query.entities),
    );
  });
  route(api, R.customer, { access: 'workspace' }, async (request, reply) => {
    const context = await reportContext(db, request);
    return sendReport(
      reply,
      context,
      await customerReport(context, request.params.id, request.query.entities),
    );
  });
  route(api, R.case, { access: 'workspace' }, async (request, reply) => {
    const context = await reportContext(db, request);
    return sendReport(reply, context, await caseReport(context, request.params.id, request.query.entities));
  });
};
