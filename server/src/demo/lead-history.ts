import { insertAll, type Trx } from './batch.ts';
import '../modules/leads/tables.ts';

// Issue 17: each demo potential student's history starts with the stage it was entered at, on
// its first contact; every fifth lead still in the funnel has a call logged with a next action,
// so the activity feed and follow-ups have something to show. No faker: nothing seeded before moves.

const FUNNEL = ['Unknown', 'Initial contact made', 'Engaged with HD/PD', 'Interested in future enrolment'];

export async function seedLeadHistory(trx: Trx, now: string): Promise<void> {
  const leads = await trx.selectFrom('leads').select(['id', 'stage', 'first_contact']).orderBy('id').execute();
  const today = now.slice(0, 10);
  const base = {
    note: null,
    next_action: null,
    next_action_due: null,
    done_at: null,
    application_id: null,
    recorded_by_user_id: null,
    recorded_at: now,
  };
  await insertAll(
    trx,
    'lead_activities',
    leads.flatMap((lead, i) => {
      const day = lead.first_contact ?? today;
      const entered = {
        ...base,
        lead_id: lead.id,
        kind: 'Stage change',
        occurred_on: day,
        from_stage: null,
        to_stage: lead.stage,
      };
      if (i % 5 !== 0 || !FUNNEL.includes(lead.stage)) return [entered];
      const call = {
        ...base,
        lead_id: lead.id,
        kind: 'Call',
        occurred_on: day,
        from_stage: null,
        to_stage: null,
        note: 'Talked through the programmes and how study at a hub works.',
        next_action: 'Send the prospectus and the next open day',
        next_action_due: day,
      };
      return [entered, call];
    }),
  );
}
