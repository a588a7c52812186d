import {
  feeAssessmentDetail,
  feeAssessmentInput,
  feeRateInput,
  feeRateList,
  feeRateView,
  paymentInput,
  recordedPaymentView,
  studentFeeAssessments,
} from '@collegium/domain/fee-assessment';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { readAssessment } from './assessment-detail.ts';
import { changeAssessment } from './fee-assessments.ts';
import { assessStudentSession, readStudentAssessments } from './student-assessments.ts';
import { listFeeRates, saveFeeRate } from './fee-rates.ts';
import { issueInvoices } from './invoice-generation.ts';
import { recordPayment } from './record-payment.ts';
import { financeValidation } from './validation.ts';
import { invoiceListExtra, invoiceListQuery, invoiceListView } from './invoice-list.ts';
import { readInvoice } from './invoice-record.ts';
import { invoiceListResponse, invoiceRecord } from '@collegium/domain/invoice-list';
import { answerListView } from '../../lib/list-view.ts';
import { validationReport } from '@collegium/domain/finance-validation';
import { actorOf } from '../../http/actor.ts';

// Issue 14, feature `invoices` (these routes exist only while it is on), students:invoice:
//   GET  /finance/fee-rates?academicYear=        the rates
//   PUT  /finance/fee-rates                      sets one rate (audited)
//   GET  /students/:id/fee-assessments           a student's assessments with their invoices
//   POST /students/:id/fee-assessments           assesses one of the student's sessions by hand
//   GET  /finance/fee-assessments/:id            one assessment
//   PUT  /finance/fee-assessments/:id            changes it and regenerates its drafts
//   POST /finance/fee-assessments/:id/issue      issues its drafts (numbers INV-<year>-NNNNN)
//   GET  /finance/invoices?search&state&payer&academicYear&intake&dueFrom&dueTo&sort&order&page&pageSize[&export=excel]
//                                                the one list kit (a ListView) with totals and the filters' choices
//   GET  /finance/invoices/:id                   one invoice with its instalments, payments and credits
//   (and the generic calls of spec 7.2 on the entity `invoices`, registered in app.ts)
//   GET  /finance/validation                     the data checks (finance:menu)
// and, feature `payments` as well:
//   POST /students/:id/payments                  records money received (oldest open invoices first)

const access = { access: { requires: ['students:invoice'] } };
const idParam = z.object({
  id: z.coerce.number({ error: 'Give an id.' }).int().positive('Give an id.').max(2_147_483_647),
});

export function financeRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('invoices')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const actor = async (request: Parameters<typeof requireAuth>[0]) => actorOf(await requireAuth(request), request.ip);

    // Finance > Invoices: the list with its totals (or its Excel download) and one invoice.
    app.get(
      '/finance/invoices',
      { config: access, schema: { querystring: invoiceListQuery, response: { 200: invoiceListResponse } } },
      async (request, reply) =>
        answerListView(reply, invoiceListView(db), request.query, () => invoiceListExtra(db, request.query)),
    );
    app.get(
      '/finance/invoices/:id',
      { config: access, schema: { params: idParam, response: { 200: invoiceRecord } } },
      async (request) => readInvoice(db, request.params.id),
    );

    // Finance > Validation (spec 2.4: the finance menu's permission only).
    app.get(
      '/finance/validation',
      { config: { access: { requires: ['finance:menu'] } }, schema: { response: { 200: validationReport } } },
      async () => financeValidation(db, undefined, ctx.config.features),
    );

    if (ctx.config.features.includes('payments')) {
      app.post(
        '/students/:id/payments',
        { config: access, schema: { params: idParam, body: paymentInput, response: { 201: recordedPaymentView } } },
        async (request, reply) =>
          reply.code(201).send(await recordPayment(ctx.db, request.params.id, request.body, await actor(request))),
      );
    }

    app.get(
      '/finance/fee-rates',
      {
        config: access,
        schema: {
          querystring: z.object({
            academicYear: z.coerce
              .number({ error: 'Give the academic year as its first calendar year, like 2026.' })
              .int()
              .min(2018)
              .max(2100)
              .optional(),
          }),
          response: { 200: feeRateList },
        },
      },
      async (request) => ({ items: await listFeeRates(db, request.query.academicYear) }),
    );
    app.put(
      '/finance/fee-rates',
      { config: access, schema: { body: feeRateInput, response: { 200: feeRateView } } },
      async (request) => saveFeeRate(ctx.db, request.body, await actor(request)),
    );

    app.get(
      '/students/:id/fee-assessments',
      {
        config: access,
        schema: {
          params: idParam,
          response: { 200: studentFeeAssessments },
        },
      },
      async (request) => readStudentAssessments(db, request.params.id),
    );
    app.post(
      '/students/:id/fee-assessments',
      { config: access, schema: { params: idParam, body: feeAssessmentInput, response: { 201: feeAssessmentDetail } } },
      async (request, reply) =>
        reply.code(201).send(await assessStudentSession(ctx.db, request.params.id, request.body, await actor(request))),
    );
    app.get(
      '/finance/fee-assessments/:id',
      { config: access, schema: { params: idParam, response: { 200: feeAssessmentDetail } } },
      async (request) => readAssessment(db, request.params.id),
    );
    app.put(
      '/finance/fee-assessments/:id',
      {
        config: access,
        schema: {
          params: idParam,
          body: feeAssessmentInput
            .omit({ sessionId: true })
            .extend({ version: z.number({ error: 'Give the version you read.' }).int().positive() }),
          response: { 200: feeAssessmentDetail },
        },
      },
      async (request) => {
        const who = await actor(request);
        const { version, ...options } = request.body;
        return ctx.db.kysely.transaction().execute(async (trx) => {
          await changeAssessment(trx, request.params.id, options, version, who);
          return readAssessment(trx, request.params.id);
        });
      },
    );
    app.post(
      '/finance/fee-assessments/:id/issue',
      { config: access, schema: { params: idParam, response: { 200: feeAssessmentDetail } } },
      async (request) => {
        const who = await actor(request);
        return ctx.db.kysely.transaction().execute(async (trx) => {
          await readAssessment(trx, request.params.id);
          await issueInvoices(trx, request.params.id, who);
          return readAssessment(trx, request.params.id);
        });
      },
    );
  };
}
