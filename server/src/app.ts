import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/database.ts';
import { type AuthContext, registerAccessControl, type RouteRecord } from './http/access.ts';
import { errorHandler } from './http/errors.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerNoStore } from './http/cache-control.ts';
import { registerCompression } from './http/compression.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { Lockout } from './modules/auth/lockout.ts';
import { SESSION_COOKIE } from './modules/auth/session-cookie.ts';
import { SessionStore } from './modules/auth/session-store.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { myStudentsRoutes } from './modules/mystudents/routes.ts';
import { photoRoutes } from './modules/photos/photo-routes.ts';
import { dissertationRoutes } from './modules/dissertations/routes.ts';
import { entityRoutes } from './modules/entities/routes.ts';
import { entitiesFor } from '@collegium/domain/entities/registry';
import { userWriteHooks } from './modules/users/user-write-rules.ts';
import { consentWriteHooks } from './modules/consents/consent-write-hooks.ts';
import { consentRoutes } from './modules/consents/routes.ts';
import { leadWriteHooks } from './modules/leads/lead-write-hooks.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { personTimelineRoutes } from './modules/person-timeline/routes.ts';
import { leadEventRoutes } from './modules/leads/event-routes.ts';
import { emailChangeRoutes } from './modules/users/email-change-routes.ts';
import { customExportRoutes } from './modules/exports/custom-export-routes.ts';
import { excelExporter } from './modules/exports/excel-export.ts';
import { registerOpenApi, registerOpenApiUi } from './http/openapi.ts';
import { studentFormRoutes } from './modules/forms/student-routes.ts';
import { studentFormsRoutes } from './modules/student-forms/routes.ts';
import { studentRequestRoutes } from './modules/student-requests/routes.ts';
import { studentHesaRoutes } from './modules/student-hesa/routes.ts';
import { hesaRoutes } from './modules/hesa/routes.ts';
import { studentSupportRoutes } from './modules/student-support/routes.ts';
import { studentFinanceRoutes } from './modules/student-finance/routes.ts';
import { folderRequestRoutes } from './modules/folder-requests/routes.ts';
import { bursaryCommitteeRoutes } from './modules/bursary-committee/routes.ts';
import { financeRoutes } from './modules/finance/routes.ts';
import { financeRunRoutes } from './modules/finance/bulk-routes.ts';
import { bankStatementRoutes } from './modules/finance/bank-routes.ts';
import { modulePlaceRoutes } from './modules/student-requests/module-places.ts';
import { studentReportRoutes } from './modules/students/report-routes.ts';
import { enrolmentRoutes } from './modules/enrolment/enrolment-routes.ts';
import { intakesRoutes } from './modules/intakes/intakes-routes.ts';
import { newStudentsRoutes } from './modules/intakes/new-students-routes.ts';
import { intentionsRoutes } from './modules/intentions/intentions-routes.ts';
import { engagementRoutes } from './modules/engagements/engagement-routes.ts';
import { studentRecordRoutes } from './modules/student-record/routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { probeRoutes, systemRoutes } from './modules/system/routes.ts';
import { teachingRoutes } from './modules/teaching/routes.ts';
import { planningRoutes } from './modules/teaching/planning-routes.ts';
import { placesRoutes } from './modules/teaching/places-routes.ts';
import { marksRoutes } from './modules/teaching/marks-routes.ts';
import { markSheetRoutes } from './modules/teaching/mark-sheet-routes.ts';
import { resultsRoutes } from './modules/teaching/results-routes.ts';
import { moduleInstanceWriteGuard } from './modules/teaching/instance-write-guard.ts';
import { moduleInstances } from '@collegium/domain/entities/module-instances';
import { ssoRoutes } from './modules/auth/sso-routes.ts';
import { applicantRoutes } from './modules/applicant/routes.ts';
import { registrationRoutes } from './modules/applicant/registration-routes.ts';
import { referenceRoutes } from './modules/references/routes.ts';
import { applicationReviewRoutes } from './modules/application-review/routes.ts';
import { fcApplicationRoutes } from './modules/fc-applications/routes.ts';
import { applicationOutcomeRoutes } from './modules/application-outcomes/routes.ts';
import { applicationReportingRoutes } from './modules/application-reporting/routes.ts';
import { reportingPageRoutes } from './modules/reporting/report-routes.ts';
import { portalPageRoutes } from './modules/portal-pages/routes.ts';
import { roleWriteGuard } from './modules/users/role-write-guard.ts';
import { userAdminRoutes } from './modules/users/routes.ts';
import { profileRoutes } from './modules/users/profile-routes.ts';
import { agreementRoutes } from './modules/users/agreement-routes.ts';
import { policyWriteGuard } from './modules/users/agreement.ts';
import { PolicyGate } from './modules/users/policy-gate.ts';
import { registerAgreementGate } from './http/agreement-gate.ts';
import { systemDataRoutes } from './modules/system-data/routes.ts';
import { profilePictureRoutes } from './modules/users/profile-picture-routes.ts';
import { userWriteGuard } from './modules/users/user-write-guard.ts';
import { importRoutes } from './modules/import/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { customReportRoutes } from './modules/custom-reports/routes.ts';
import { adhocQueryRoutes } from './modules/adhoc-queries/routes.ts';
import { spaRoutes } from './web/spa-routes.ts';
import { createErrorReporter, registerErrorReporter } from './http/error-reporting.ts';
import { errorReportRoutes } from './modules/error-reports/routes.ts';
import { registerUnattachedFileSweep } from './modules/files/unattached-files.ts';
import { accountingRoutes } from './modules/accounting/routes.ts';
import { registerAccountingSync } from './modules/accounting/sync.ts';
import { externalLinkRoutes } from './modules/external-links/routes.ts';
import { personalTutorRoutes } from './modules/personal-tutor/routes.ts';
import { badgeRoutes } from './modules/badges/routes.ts';
import { fundraisingRoutes } from './modules/alumni/routes.ts';
import { residentialRoutes } from './modules/residentials/routes.ts';
import { libraryRoutes } from './modules/library/routes.ts';
import { formationGroupRoutes } from './modules/formation-groups/routes.ts';
import { bapRoutes } from './modules/bap/routes.ts';
import { registerBapReminders } from './modules/bap/reminders.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route registered, with the access it declares (tests walk it). */
  routes: RouteRecord[];
}

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  logger?: boolean;
}

function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({ config, db, logger = true }: BuildOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // A hop count trusts the nearest n hops whatever their address (what Fastify does for a number).
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerErrorReporter(app, await createErrorReporter(config));

  const ctx: AppContext = {
    config,
    db,
    sessions: new SessionStore(db, { secret: config.sessionSecret, idleMinutes: config.sessionIdleMinutes }),
    lockout: new Lockout(db, {
      threshold: config.lockoutThreshold,
      minutes: config.lockoutMinutes,
      addressThreshold: config.lockoutAddressThreshold,
      slowSeconds: config.lockoutSlowSeconds,
    }),
    startedAt: Date.now(),
  };
  const routes: RouteRecord[] = [];

  await app.register(cookie, { secret: config.sessionSecret });
  registerSecurityHeaders(app, config);
  await app.register(rateLimit, { global: false });

  app.decorateRequest('loadAuth', function (this) {
    return Promise.resolve(null as AuthContext | null);
  });
  app.addHook('onRequest', async (request) => {
    let pending: Promise<AuthContext | null> | null = null;
    request.loadAuth = () => {
      const id = request.cookies[SESSION_COOKIE];
      pending ??= id ? ctx.sessions.resolve(id) : Promise.resolve(null);
      return pending;
    };
  });
  registerAccessControl(app, routes);
  const policyGate = new PolicyGate(ctx.db);
  registerAgreementGate(app, (auth) => policyGate.hasPending(auth));
  registerOriginCheck(app, config.publicUrl);
  registerNoStore(app, config.apiPrefix);
  registerCompression(app);
  registerTextGuard(app);
  registerUnattachedFileSweep();
  if (config.features.includes('accounting')) registerAccountingSync(config.xero.syncSeconds);
  if (config.features.includes('bap')) registerBapReminders();

  await registerOpenApi(app, config);
  await app.register(probeRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(ssoRoutes(ctx));
  await app.register(registrationRoutes(ctx));
  await app.register(emailChangeRoutes(ctx));
  await app.register(
    async (api) => {
      await api.register(systemRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(studentFormRoutes(ctx));
      await api.register(studentFormsRoutes(ctx));
      await api.register(studentRequestRoutes(ctx));
      await api.register(studentHesaRoutes(ctx));
      await api.register(hesaRoutes(ctx));
      await api.register(studentSupportRoutes(ctx));
      await api.register(studentFinanceRoutes(ctx));
      await api.register(folderRequestRoutes(ctx));
      await api.register(bursaryCommitteeRoutes(ctx));
      await api.register(financeRoutes(ctx));
      await api.register(financeRunRoutes(ctx));
      await api.register(bankStatementRoutes(ctx));
      await api.register(accountingRoutes(ctx));
      await api.register(libraryRoutes(ctx));
      await api.register(formationGroupRoutes(ctx));
      await api.register(bapRoutes(ctx));
      await api.register(modulePlaceRoutes(ctx));
      await api.register(studentReportRoutes(ctx));
      await api.register(intakesRoutes(ctx));
      await api.register(enrolmentRoutes(ctx));
      await api.register(intentionsRoutes(ctx));
      await api.register(newStudentsRoutes(ctx));
      await api.register(engagementRoutes(ctx));
      await api.register(studentRecordRoutes(ctx));
      await api.register(dissertationRoutes(ctx));
      await api.register(teachingRoutes(ctx));
      await api.register(planningRoutes(ctx));
      await api.register(placesRoutes(ctx));
      await api.register(marksRoutes(ctx));
      await api.register(markSheetRoutes(ctx));
      await api.register(resultsRoutes(ctx));
      await api.register(photoRoutes(ctx));
      await api.register(documentRoutes(ctx));
      await api.register(myStudentsRoutes(ctx));
      await api.register(
        entityRoutes(ctx, {
          // Issue 18: module instances are planned on the module's page, outside the registry.
          entities: [...entitiesFor(config.features), moduleInstances],
          exporters: { excel: excelExporter },
          writeHooks: {
            users: { ...userWriteHooks(ctx), guard: userWriteGuard },
            roles: { guard: roleWriteGuard },
            'module-instances': { guard: moduleInstanceWriteGuard },
            leads: leadWriteHooks,
            consents: consentWriteHooks,
            policies: {
              guard: async (w) => {
                policyGate.invalidate();
                await policyWriteGuard(w);
              },
            },
          },
        }),
      );
      await api.register(customExportRoutes(ctx, entitiesFor(config.features)));
      await api.register(applicantRoutes(ctx));
      await api.register(referenceRoutes(ctx));
      await api.register(applicationReviewRoutes(ctx));
      await api.register(fcApplicationRoutes(ctx));
      await api.register(mailRoutes(ctx));
      await api.register(applicationReportingRoutes(ctx));
      await api.register(reportingPageRoutes(ctx));
      await api.register(applicationOutcomeRoutes(ctx));
      await api.register(portalPageRoutes(ctx));
      await api.register(consentRoutes(ctx));
      await api.register(userAdminRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(agreementRoutes(ctx));
      if (config.errorReporting.dsn) await api.register(errorReportRoutes(config.errorReporting.dsn));
      await api.register(systemDataRoutes(ctx));
      await api.register(profilePictureRoutes(ctx));
      await api.register(importRoutes(ctx));
      await api.register(privacyRoutes(ctx));
      await api.register(customReportRoutes(ctx, entitiesFor(config.features)));
      await api.register(adhocQueryRoutes(ctx));
      await api.register(externalLinkRoutes(ctx));
      await api.register(personalTutorRoutes(ctx));
      await api.register(badgeRoutes(ctx));
      await api.register(residentialRoutes(ctx));
      await api.register(leadRoutes(ctx));
      await api.register(leadEventRoutes(ctx));
      await api.register(fundraisingRoutes(ctx));
      await api.register(personTimelineRoutes(ctx));
    },
    { prefix: config.apiPrefix },
  );
  await registerOpenApiUi(app, config);
  await app.register(spaRoutes(ctx));

  app.setNotFoundHandler({}, (request, reply) => {
    reply
      .code(404)
      .send({ status: 404, code: 'not_found', message: `There is no ${request.method} ${request.url.split('?')[0]}.` });
  });

  return { app, ctx, routes };
}
