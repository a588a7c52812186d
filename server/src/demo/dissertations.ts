import { fakerEN_GB as faker } from '@faker-js/faker';
import {
  DISSERTATION_STAGES,
  DISSERTATION_TASKS,
  type DissertationStage,
  dissertationStageIndex,
} from '@collegium/domain/dissertation';
import { isReadyForMaDissertation } from '@collegium/domain/programme-rules';
import { cohortOf } from '../modules/engagements/engagement-records.ts';
import type { Database } from '../db/schema.ts';
import { DISSERTATION_TITLES } from './academic-texts.ts';
import { insertAll, type Trx } from './batch.ts';
import { addDays, officeHours } from './seed-calendar.ts';
import type { PlannedEngagement } from './study-timeline.ts';

// Demo MA dissertations (spec 4.6): a stage for each, and the marking and award tasks done so far.

/** A member of faculty who may supervise (those with a doctorate are chosen). */
interface Supervisor {
  id: number;
  active: number;
  qualifications: string | null;
}

/** MA students at the dissertation stage (spec 5: ready when MA and cohort 7), now or finished. */
export async function seedDissertations(
  trx: Trx,
  engagements: readonly PlannedEngagement[],
  faculty: readonly Supervisor[],
  now: string,
  today: string,
  registryUserId: number,
) {
  const ready = engagements.filter(
    (e) =>
      e.level === '7Diss' &&
      isReadyForMaDissertation({ programme: e.programme, cohort: cohortOf(e.level) }) &&
      ['Current', 'IoS', 'Completed'].includes(e.status),
  );
  const supervisors = faculty.filter((f) => f.active === 1 && f.qualifications?.includes('PhD'));
  const titles = faker.helpers.shuffle([...DISSERTATION_TITLES]);
  // Current ones spread over the stages before the award, so every stage has an example; the
  // working stages and a marked one first, so there are examples of those whatever the number.
  const first = new Set<DissertationStage>(['Supervisor agreed', 'Proposal received', 'Proposal approved', 'Marked']);
  const stages = faker.helpers
    .shuffle(DISSERTATION_STAGES.filter((s) => s !== 'Awarded'))
    .sort((a, b) => Number(!first.has(a)) - Number(!first.has(b)));
  let next = 0;
  const planned = ready.map((e, i) => {
    let stage: DissertationStage;
    if (e.status === 'Completed') stage = 'Awarded';
    else if (e.status === 'IoS') stage = 'Deferred';
    else stage = stages[next++ % stages.length] as DissertationStage;
    const index = dissertationStageIndex(stage);
    return {
      e,
      stage,
      title: index >= dissertationStageIndex('Supervisor agreed') ? (titles[i % titles.length] as string) : null,
      supervisor:
        index >= dissertationStageIndex('Supervisor agreed') && supervisors.length > 0
          ? faker.helpers.arrayElement(supervisors).id
          : null,
    };
  });
  const ids = await insertAll(
    trx,
    'dissertations',
    planned.map((d) => ({
      engagement_id: d.e.id as number,
      title: d.title,
      supervisor_id: d.supervisor,
      stage: d.stage,
      created_at: now,
      updated_at: now,
    })),
  );
  // spec 4.6's marking and award tasks, done in order once the dissertation is in.
  const tasksDone: Record<string, number> = {
    Submitted: 1,
    Marked: 3,
    'Sent to board': 4,
    Awarded: DISSERTATION_TASKS.length,
  };
  const tasks: Database['dissertation_tasks'][] = [];
  planned.forEach((d, i) => {
    const done = d.stage === 'Submitted' ? faker.number.int({ min: 0, max: 1 }) : (tasksDone[d.stage] ?? 0);
    const finished = d.e.endDate ?? today;
    let on = d.e.status === 'Completed' ? addDays(finished, -50) : addDays(today, -30);
    for (const task of DISSERTATION_TASKS.slice(0, done)) {
      on = addDays(on, faker.number.int({ min: 1, max: 5 }));
      tasks.push({
        dissertation_id: ids[i] as number,
        task,
        completed_at: officeHours(on > today ? today : on),
        completed_by_user_id: registryUserId,
      });
    }
  });
  if (tasks.length > 0) await trx.insertInto('dissertation_tasks').values(tasks).execute();
}
