import { confirmAnswer, confirmBody, myApplicant, myApplicantList } from '@collegium/domain/application-outcomes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { confirmApplication } from './confirm-application.ts';
import { answerListView } from '../../lib/list-view.ts';
import { applicantListChoices, applicantListQuery, applicantListView } from '../application-review/applicant-list.ts';
import { myApplicantsProgramme, readMyApplicant } from './my-applicants.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { registerOnboardingJobs } from './onboarding-send.ts';
import { registerStudentAccessJob } from './student-access.ts';
import { actorOf } from '../../http/actor.ts';

// POST /applications/:id/confirm (applications:menu, applications:edit): issue 6 "Accepting".
// GET  /myapplicants               (myapplicants:view) the caller's applicants (my-applicants.ts), as
//                                  the shared applicant list (?status=&intake=&search=&sort=&page=&export=)
// GET  /myapplicants/:id           (myapplicants:view) one of them; anyone else's → 404

const params = z.object({
  id: z.coerce.number({ error: 'Give an application id.' }).int().positive('Give an application id.'),
});

export function applicationOutcomeRoutes(ctx: AppContext) {
  registerStudentAccessJob();
  registerOnboardingJobs();
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/applications/:id/confirm',
      {
        config: { access: { requires: ['applications:menu', 'applications:edit'] } },
        schema: { params, body: confirmBody, response: { 200: confirmAnswer } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const result = await confirmApplication(
          ctx.db,
          request.params.id,
          request.body.version,
          actorOf(auth, request.ip),
        );
        // The accounts e-mail is due now: wake this process's worker rather than wait for its poll.
        if (result.onboardingQueued > 0) notifyJobsQueued();
        return result;
      },
    );
    app.get(
      '/myapplicants',
      {
        config: { access: { requires: ['myapplicants:view'] } },
        schema: { querystring: applicantListQuery, response: { 200: myApplicantList } },
      },
      async (request, reply) => {
        const programme = await myApplicantsProgramme(ctx.db, await requireAuth(request));
        const scope = { course: programme };
        return answerListView(reply, applicantListView(ctx.db.kysely, scope), request.query, async () => ({
          programme,
          ...(await applicantListChoices(ctx.db.kysely, scope)),
        }));
      },
    );
    app.get(
      '/myapplicants/:id',
      { config: { access: { requires: ['myapplicants:view'] } }, schema: { params, response: { 200: myApplicant } } },
      async (request) => {
        const programme = await myApplicantsProgramme(ctx.db, await requireAuth(request));
        return readMyApplicant(ctx.db.kysely, programme, request.params.id);
      },
    );
  };
}
