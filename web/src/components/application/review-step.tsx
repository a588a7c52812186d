import { APPLICATION_STEPS, type DataStepKey } from '@collegium/domain/application-wizard';
import { formatDate } from '@collegium/domain/date-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getConfig } from '../../lib/config.ts';
import type { ApplicationState } from '@collegium/domain/application-state';

// The last step: every answer once more, each section with a link back to its step; Finish
// submits (the wizard's Next on the last step).

type Row = [label: string, value: unknown];

const yesNo = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : '');
const date = (v: unknown) => (typeof v === 'string' && v !== '' ? formatDate(v, getConfig().dateFormat) : '');

function rows(step: DataStepKey, a: Record<string, unknown>, state: ApplicationState): Row[] {
  switch (step) {
    case 'course':
      return [
        ['Course', a.course],
        ['Start date', date(a.intake)],
        ['Applicant type', a.applicantType],
        ['Study pace', a.studyPace === 'PT' ? 'Part time' : a.studyPace],
        ['Flexible study', yesNo(a.flexi)],
      ];
    case 'personal':
      return [
        ['Name', [a.title, a.firstName, a.lastName].filter(Boolean).join(' ')],
        ['Preferred name', a.preferredName],
        ['Date of birth', date(a.dateOfBirth)],
        ['Phone', a.phone],
        ['Address', [a.address1, a.address2, a.city, a.county, a.postCode].filter(Boolean).join(', ')],
      ];
    case 'eligibility':
      return [
        ['British citizen', yesNo(a.britishCitizen)],
        ['Nationality', a.nationality],
        ['Right to study in the UK', a.immigrationStatus],
        ['Visa', a.visaDetails],
        ['English is first language', yesNo(a.englishFirstLanguage)],
        ['English qualification', a.englishQualification],
        ['Highest qualification', a.highestQualification],
      ];
    case 'commitment':
      return [
        ['DDO', a.ddo],
        ['Bishops’ Advisory Panel', a.bap],
        ['Pioneer panel', yesNo(a.pioneerPanel)],
        ['Panel date', date(a.panelDate)],
        ['Marital status', a.maritalStatus === 'Other' ? a.otherMaritalStatus : a.maritalStatus],
        ['Children living with you', a.children],
        ['Placement', a.placement],
        ['Placement supervisor', a.supervisor],
        ['Can attend every residential', yesNo(a.residentialAttendance)],
        ['Residentials you cannot attend', a.attendanceQuery],
        ['Time for study', a.timeAvailable],
        ['Computer and internet at home', yesNo(a.computerAccess)],
        ['Anything that may affect your studies', a.concerns],
      ];
    case 'diocese':
      return [
        ['Diocese', a.diocese || 'None'],
        ['Cohort group', a.cohortGroup],
      ];
    case 'references': {
      const referees = (a.referees as { name: string; email: string }[] | undefined) ?? [];
      const leader = a.leader as { name: string; email: string } | null | undefined;
      return [
        ...referees.map((r, i): Row => [`Referee ${i + 1}`, `${r.name} (${r.email})`]),
        ...(state.needsLeaderReference && leader ? [['Church leader', `${leader.name} (${leader.email})`] as Row] : []),
      ];
    }
    case 'evidence':
      return state.evidence.length === 0 ? [['Files', 'None']] : state.evidence.map((e): Row => [e.type, e.fileName]);
    case 'declarations':
      return [
        ['Unspent convictions or cautions', yesNo(a.convictions)],
        ['Details', a.convictionDetails],
        ['Support needs', yesNo(a.learningSupport)],
        ['Support that would help', a.learningSupportDetails],
        ['Information true and complete', yesNo(a.truthful)],
        ['Agreed to the use of this information', yesNo(a.dataProtection)],
      ];
  }
}

export function ApplicationSummary({
  state,
  onChangeStep,
}: {
  state: ApplicationState;
  onChangeStep?: (index: number) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {APPLICATION_STEPS.map((s, index) => {
        if (s.key === 'review') return null;
        const answers = (state.answers[s.key] ?? {}) as Record<string, unknown>;
        const shown = rows(s.key, answers, state).filter(([, v]) => v !== '' && v !== null && v !== undefined);
        return (
          <Box component="section" key={s.key} aria-labelledby={`review-${s.key}`}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
              <Typography component="h3" variant="subtitle1" id={`review-${s.key}`} sx={{ fontWeight: 600 }}>
                {s.label}
              </Typography>
              {onChangeStep && (
                <Link
                  underline="always"
                  component="button"
                  type="button"
                  onClick={() => onChangeStep(index)}
                  aria-label={`Change ${s.label}`}
                >
                  Change
                </Link>
              )}
            </Box>
            {/* Staff read unfinished applications through this summary too. */}
            {shown.length === 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Not answered.
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 2fr' },
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              {shown.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {String(value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export function ReviewStep({
  state,
  onChangeStep,
  problem,
}: {
  state: ApplicationState;
  onChangeStep: (index: number) => void;
  problem: string | null;
}) {
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        Check your answers. When you choose <strong>Finish</strong> your application is sent to the college and we
        e-mail your referees. You cannot change it afterwards.
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {problem}
        </Alert>
      )}
      <ApplicationSummary state={state} onChangeStep={onChangeStep} />
    </Box>
  );
}
