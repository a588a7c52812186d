// Issue 16: the steps of the conversion funnel (Reporting > Marketing), from potential student to
// completed; a person counts at every step up to the furthest they reached.
export const FUNNEL_STEPS = ['Potential students', 'Applicants', 'Confirmed', 'Enrolled', 'Completed'] as const;
export type FunnelStepName = (typeof FUNNEL_STEPS)[number];
