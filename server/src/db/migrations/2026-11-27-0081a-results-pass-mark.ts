import { type Kysely, sql } from 'kysely';

// Issue 18: the pass mark an exam board confirmed an instance's results under. A correction to a
// confirmed instance recomputed every student's result with the pass mark System data holds now,
// so a pass-mark change made after the board silently moved other students' locked outcomes. The
// board's pass mark is kept on the instance; instances confirmed before this take their level's
// pass mark as it stands when the migration runs (the best record there is).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('module_instances').addColumn('results_pass_mark', 'integer').execute();
  await sql`
    update module_instances set results_pass_mark = (
      select pm.mark from pass_marks pm
      join modules m on pm.level = case when m.level like '7%' then '7' else m.level end
      where m.id = module_instances.module_id
    )
    where results_confirmed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('module_instances').dropColumn('results_pass_mark').execute();
}
