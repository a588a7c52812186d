import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STEP_KEYS,
  availableSteps,
  commitmentStepSchema,
  completedSteps,
  courseStepSchema,
  declarationsStepSchema,
  dioceseStepSchema,
  eligibilityStepSchema,
  missingSteps,
  needsLeaderReference,
  referencesStepSchema,
  type StepContext,
  withoutInapplicable,
} from './application-wizard.ts';
import { referenceFormSchema } from './application-reference-form.ts';
import { registrationSchema } from './application-registration.ts';

const context: StepContext = { course: 'BTh', applicantType: 'Ordinand', applicantEmail: 'me@example.com' };

/** The fields with an issue, dotted. */
function failing(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => i.path.map(String).join('.'));
}

const commitment = {
  ddo: '',
  bap: 'Not applicable',
  pioneerPanel: false,
  panelDate: '',
  maritalStatus: 'Single',
  otherMaritalStatus: '',
  children: 0,
  placement: '',
  supervisor: '',
  residentialAttendance: true,
  timeAvailable: '10 to 15 hours a week',
  computerAccess: true,
  concerns: '',
  attendanceQuery: '',
};

describe('application wizard steps (spec 2.8, issue 6)', () => {
  it('offers only PT and Extended on the course step (spec 5)', () => {
    const course = { applicantType: 'Independent', flexi: false, studyPace: 'PT', course: 'MA', intake: '2027-09-01' };
    expect(courseStepSchema.safeParse(course).success).toBe(true);
    expect(failing(courseStepSchema.safeParse({ ...course, studyPace: 'FT' }))).toEqual(['studyPace']);
    // the course must be given here; the server checks it against System data's programmes (issue 15)
    expect(failing(courseStepSchema.safeParse({ ...course, course: ' ', intake: '1 Sept' }))).toEqual([
      'course',
      'intake',
    ]);
  });

  it('asks for nationality and immigration status only of non-British applicants', () => {
    const british = {
      britishCitizen: true,
      nationality: '',
      immigrationStatus: '',
      visaDetails: '',
      englishFirstLanguage: true,
      englishQualification: '',
      highestQualification: 'A levels',
    };
    expect(eligibilityStepSchema.safeParse(british).success).toBe(true);
    expect(failing(eligibilityStepSchema.safeParse({ ...british, britishCitizen: false }))).toEqual([
      'nationality',
      'immigrationStatus',
    ]);
    expect(
      failing(
        eligibilityStepSchema.safeParse({
          ...british,
          britishCitizen: false,
          nationality: 'Kenyan',
          immigrationStatus: 'A visa that allows study',
        }),
      ),
    ).toEqual(['visaDetails']);
    expect(failing(eligibilityStepSchema.safeParse({ ...british, englishFirstLanguage: false }))).toEqual([
      'englishQualification',
    ]);
    expect(failing(eligibilityStepSchema.safeParse({ ...british, britishCitizen: null }))).toEqual(['britishCitizen']);
  });

  it('asks for the follow-up answers the commitment answers call for', () => {
    expect(commitmentStepSchema.safeParse(commitment).success).toBe(true);
    expect(
      failing(
        commitmentStepSchema.safeParse({
          ...commitment,
          bap: 'Booked',
          maritalStatus: 'Other',
          residentialAttendance: false,
        }),
      ),
    ).toEqual(['panelDate', 'otherMaritalStatus', 'attendanceQuery']);
    expect(failing(commitmentStepSchema.safeParse({ ...commitment, children: -1 }))).toEqual(['children']);
  });

  it('needs a diocese of ordinands and LLM candidates only', () => {
    const step = { diocese: '', cohortGroup: 'Candidate' };
    expect(failing(dioceseStepSchema({ applicantType: 'Ordinand' }).safeParse(step))).toEqual(['diocese']);
    expect(dioceseStepSchema({ applicantType: 'Independent' }).safeParse(step).success).toBe(true);
  });

  it('needs a church leader reference on the ministry courses, and distinct referees who are not the applicant', () => {
    expect(needsLeaderReference('BTh')).toBe(true);
    expect(needsLeaderReference('MA')).toBe(false);
    const referees = [
      { name: 'Ann Lee', email: 'ann@example.com' },
      { name: 'Bob Roe', email: 'bob@example.com' },
    ];
    expect(failing(referencesStepSchema(context).safeParse({ referees, leader: null }))).toEqual(['leader.name']);
    expect(referencesStepSchema({ ...context, course: 'MA' }).safeParse({ referees, leader: null }).success).toBe(true);
    expect(
      failing(
        referencesStepSchema(context).safeParse({
          referees: [referees[0], { name: 'Me', email: 'ME@example.com' }],
          leader: { name: 'Revd Carol', email: 'ann@example.com' },
        }),
      ),
    ).toEqual(['referees.1.email', 'leader.email']);
    expect(failing(referencesStepSchema(context).safeParse({ referees: [referees[0]], leader: null }))).toContain(
      'referees',
    );
  });

  it('needs both declarations agreed', () => {
    const declarations = {
      convictions: false,
      convictionDetails: '',
      learningSupport: false,
      learningSupportDetails: '',
      truthful: true,
      dataProtection: true,
    };
    expect(declarationsStepSchema.safeParse(declarations).success).toBe(true);
    expect(
      failing(declarationsStepSchema.safeParse({ ...declarations, truthful: false, dataProtection: false })),
    ).toEqual(['truthful', 'dataProtection']);
    expect(failing(declarationsStepSchema.safeParse({ ...declarations, convictions: true }))).toEqual([
      'convictionDetails',
    ]);
  });
});

describe('completed and available steps', () => {
  it('counts a step complete when saved and still valid', () => {
    const answers = { commitment, evidence: {} };
    expect(completedSteps(['commitment', 'evidence'], answers, context)).toEqual(['commitment', 'evidence']);
    expect(completedSteps(['evidence'], answers, context)).toEqual(['evidence']);
    // Saved once, but the answers no longer pass (e.g. the course changed): not complete.
    expect(completedSteps(['commitment'], { commitment: { ...commitment, children: -2 } }, context)).toEqual([]);
  });

  it('opens every complete step and the first incomplete one; review last', () => {
    expect(availableSteps([])).toEqual([0]);
    expect(availableSteps(['course', 'personal'])).toEqual([0, 1, 2]);
    expect(availableSteps(['course', 'eligibility'])).toEqual([0, 1, 2]);
    const allData = APPLICATION_STEP_KEYS.filter((k) => k !== 'review');
    expect(availableSteps(allData)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(missingSteps(allData)).toEqual([]);
    expect(missingSteps(['course'])).toEqual([
      'personal',
      'eligibility',
      'commitment',
      'diocese',
      'references',
      'evidence',
      'declarations',
    ]);
  });
});

describe('registration and reference form', () => {
  it('needs a 12-character password and a valid e-mail address', () => {
    const ok = { firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.com', password: 'a long passphrase' };
    expect(registrationSchema.safeParse(ok).success).toBe(true);
    expect(failing(registrationSchema.safeParse({ ...ok, password: 'short-pass1', email: 'jo at example' }))).toEqual([
      'email',
      'password',
    ]);
  });

  it('needs the postgraduate suitability answer only for postgraduate courses', () => {
    const form = {
      relationshipApplicant: 'Vicar',
      timeKnown: '5 years',
      academicAbility: 'Good',
      interactionAbility: 'Warm.',
      suitabilityPostgraduate: '',
      comments: '',
    };
    expect(referenceFormSchema(false).safeParse(form).success).toBe(true);
    expect(failing(referenceFormSchema(true).safeParse(form))).toEqual(['suitabilityPostgraduate']);
  });
});

describe('answers kept', () => {
  it('empties follow-up answers whose question no longer applies', () => {
    const eligibility = eligibilityStepSchema.parse({
      britishCitizen: true,
      nationality: 'Kenyan',
      immigrationStatus: 'Pre-settled status',
      visaDetails: 'Student visa to 2027',
      englishFirstLanguage: true,
      englishQualification: 'IELTS 7',
      highestQualification: 'A levels',
    });
    expect(withoutInapplicable('eligibility', eligibility)).toMatchObject({
      nationality: '',
      immigrationStatus: '',
      visaDetails: '',
      englishQualification: '',
    });
    const kept = commitmentStepSchema.parse({
      ...commitment,
      bap: 'Booked',
      panelDate: '2027-01-10',
      maritalStatus: 'Single',
      otherMaritalStatus: 'x',
    });
    expect(withoutInapplicable('commitment', kept)).toMatchObject({ panelDate: '2027-01-10', otherMaritalStatus: '' });
  });
});
