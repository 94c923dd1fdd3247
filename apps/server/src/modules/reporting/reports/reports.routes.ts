import { endpoints, type ReportKind, type ReportSection } from '@riskscreen/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../../lib/endpoint-route.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { loadUserProfile } from '../../accounts/index.ts';
import { addressReport } from './address-report.ts';
import { caseReport } from './case-report.ts';
import { customerReport } from './customer-report.ts';
import { type AssembledReport, type ReportContext, reportContext } from './report-context.ts';
import { renderReport } from './report-pdf.ts';
import { transactionReport } from './transaction-report.ts';

/** One assembler per kind: the report model of an object, the sections chosen (decision 0090). */
const ASSEMBLERS: {
  [K in ReportKind]: (
    context: ReportContext,
    id: number,
    keys: readonly ReportSection<K>[],
  ) => Promise<AssembledReport>;
} = { address: addressReport, transaction: transactionReport, customer: customerReport, case: caseReport };
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

async function sendReport(reply: FastifyReply, context: ReportContext, built: AssembledReport) {
  const pdf = await renderReport(context.branding, built.model, context.generatedAt);
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
 * case report): PDF files rendered in process by pdfmake, from the calls the pages make (decision 0035); their
 * model answers as JSON for the printable pages (decision 0090).
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
  type ReportRequest<K extends ReportKind> = FastifyRequest & {
    params: { id: number };
    query: { entities: ReportSection<K>[]; tz?: string | undefined };
  };
  const assemble = async <K extends ReportKind>(kind: K, request: ReportRequest<K>) => {
    const context = await reportContext(db, request, request.query.tz);
    return { context, built: await ASSEMBLERS[kind](context, request.params.id, request.query.entities) };
  };
  const pdf = async <K extends ReportKind>(kind: K, request: ReportRequest<K>, reply: FastifyReply) => {
    const { context, built } = await assemble(kind, request);
    return sendReport(reply, context, built);
  };
  const model = async <K extends ReportKind>(kind: K, request: ReportRequest<K>) =>
    (await assemble(kind, request)).built.model;
  route(api, R.address, { access: 'workspace' }, (request, reply) => pdf('address', request, reply));
  route(api, R.transaction, { access: 'workspace' }, (request, reply) => pdf('transaction', request, reply));
  route(api, R.customer, { access: 'workspace' }, (request, reply) => pdf('customer', request, reply));
  route(api, R.case, { access: 'workspace' }, (request, reply) => pdf('case', request, reply));
  // The model the printable pages draw: the same assembly and the same checks as the PDF.
  route(api, R.addressModel, { access: 'workspace' }, (request) => model('address', request));
  route(api, R.transactionModel, { access: 'workspace' }, (request) => model('transaction', request));
  route(api, R.customerModel, { access: 'workspace' }, (request) => model('customer', request));
  route(api, R.caseModel, { access: 'workspace' }, (request) => model('case', request));
};
