import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

// Live counts for the staff dashboard's stats cards (spec 2.3).
export function dashboardRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.get('/dashboard/stats', { config: { access: { requires: ['dashboard:view'] } } }, async () => {
      const k = ctx.db.kysely;
      const now = new Date().toISOString();
      const [students, people, users, sessions] = await Promise.all([
        k
          .selectFrom('students')
          .select((eb) => [
            eb.fn.countAll<number>().filterWhere('status', '=', 'Current').as('current'),
            eb.fn.countAll<number>().filterWhere('status', '=', 'Starting').as('starting'),
          ])
          .executeTakeFirstOrThrow(),
        k.selectFrom('people').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        k
          .selectFrom('users')
          .leftJoin('students', 'students.person_id', 'users.person_id')
          .select((eb) => [
            // Applicants are the holders of the Applicant role who are not (yet) students.
            eb.fn
              .countAll<number>()
              .filterWhere((w) =>
                w.and([
                  w('students.id', 'is', null),
                  w.exists(
                    w
                      .selectFrom('user_roles')
                      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
                      .select('user_roles.user_id')
                      .whereRef('user_roles.user_id', '=', 'users.id')
                      .where('roles.name', '=', 'Applicant'),
                  ),
                ]),
              )
              .as('applicants'),
            eb.fn.countAll<number>().filterWhere('students.id', 'is not', null).as('students'),
            eb.fn.countAll<number>().as('all'),
          ])
          .where('users.active', '=', 1)
          .executeTakeFirstOrThrow(),
        k
          .selectFrom('sessions')
          .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
          .where('expires_at', '>', now)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        currentStudents: Number(students.current),
        startingStudents: Number(students.starting),
        people: Number(people.n),
        staffUsers: Number(users.all) - Number(users.students) - Number(users.applicants),
        studentUsers: Number(users.students),
        applicantUsers: Number(users.applicants),
        signedInNow: Number(sessions.n),
      };
    });
  };
}
