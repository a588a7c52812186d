import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { POLICIES, type EmergencyContact } from '@collegium/domain/student-forms/schemas';
import type { ReactNode } from 'react';
import { StatusChip } from '../../../../components/ui/status-chip.tsx';
import { getConfig } from '../../../../lib/config.ts';
import { LearningSupportDetails } from '../../../../components/student/learning-support-card.tsx';
import { StaffSupportPanel } from '../support/staff-support-panel.tsx';
import { useStudentPortalForms } from '../api/get-student-portal-forms.ts';
import type { StudentPortalForms } from '../api/get-student-portal-forms.ts';
import { studentBasePath } from '../../../../lib/api/student-record/student-record-query.ts';
import { type Fact, FactList } from '../../../../components/student/fact-list.tsx';
import { QueryContent } from '../../../../components/student/query-content.tsx';
import type { StudentTabProps } from './student-tab-props.ts';

// The Portal forms tab (issue 5): what the student has filled in on the portal, read-only, each
// form with when it was last saved or a clear "not done". The page mounts a tab only while it is
// open, so the audited read (DBS, learning support: special category) happens only on demand.

/** A column this wide always fills the row: for long values like an address. */
const WHOLE_ROW = 10_000;
const date = (value: string | null | undefined) => (value ? formatDate(value, getConfig().dateFormat) : '');

function Section({
  id,
  title,
  done,
  updated,
  children,
}: {
  id: string;
  title: string;
  done?: boolean;
  updated?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `portal-form-${id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mb: 2 }}>
        <Typography component="h2" variant="h6" id={headingId}>
          {title}
        </Typography>
        {done !== undefined && <StatusChip label={done ? 'Done' : 'Not done'} colour={done ? 'success' : 'warning'} />}
        {updated && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', flexBasis: { xs: '100%', sm: 'auto' }, ml: { sm: 'auto' } }}
          >
            {updated}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}

const lastSaved = (at: string | null) => (at ? `Last updated ${date(at)}` : undefined);

function NotDone({ what }: { what: string }) {
  return <Typography>{`The student has not filled in ${what} yet.`}</Typography>;
}

function PersonalDetails({ p }: { p: StudentPortalForms['personalDetails'] }) {
  // The same rule as the student's dashboard card (GET forms/student/status).
  const done = p.dateOfBirth !== '' && p.phone !== '' && p.address1 !== '' && p.postCode !== '';
  const address = [p.address1, p.address2, p.city, p.county, p.postCode].filter(Boolean).join(', ');
  return (
    <Section id="personal-details" title="Personal details" done={done} updated={lastSaved(p.updatedAt)}>
      <FactList
        facts={[
          { label: 'Name', value: [p.title, p.firstName, p.lastName].filter(Boolean).join(' ') },
          { label: 'Preferred name', value: p.preferredName },
          { label: 'Date of birth', value: date(p.dateOfBirth) },
          { label: 'Phone', value: p.phone },
          { label: 'E-mail', value: p.email },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <FactList minColumnWidth={WHOLE_ROW} facts={[{ label: 'Home address', value: address }]} />
      </Box>
    </Section>
  );
}

function Contact({ title, contact }: { title: string; contact: EmergencyContact | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      {contact === null ? (
        <Typography>Not given.</Typography>
      ) : (
        <FactList
          minColumnWidth={140}
          facts={[
            { label: 'Name', value: contact.name },
            { label: 'Relationship', value: contact.relationship },
            { label: 'Phone', value: contact.phone },
            { label: 'Other phone', value: contact.alternativePhone },
            { label: 'E-mail', value: contact.email },
          ]}
        />
      )}
    </Box>
  );
}

function EmergencyContacts({ c }: { c: StudentPortalForms['emergencyContacts'] }) {
  return (
    <Section
      id="emergency-contacts"
      title="Emergency contacts"
      done={c.primary !== null && c.secondary !== null}
      updated={lastSaved(c.updatedAt)}
    >
      {c.primary === null && c.secondary === null ? (
        <NotDone what="their emergency contacts" />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Contact title="First contact" contact={c.primary} />
          <Contact title="Second contact" contact={c.secondary} />
        </Box>
      )}
    </Section>
  );
}

/** A form saved as a whole: its answers once saved, else a clear "not done". */
function SavedForm({
  id,
  title,
  what,
  updatedAt,
  facts,
  minColumnWidth,
}: {
  id: string;
  title: string;
  what: string;
  updatedAt: string | null;
  facts: Fact[];
  minColumnWidth?: number;
}) {
  return (
    <Section id={id} title={title} done={updatedAt !== null} updated={lastSaved(updatedAt)}>
      {updatedAt === null ? (
        <NotDone what={what} />
      ) : (
        <FactList facts={facts} {...(minColumnWidth ? { minColumnWidth } : {})} />
      )}
    </Section>
  );
}

function Residential({ r }: { r: StudentPortalForms['residentialRequirements'] }) {
  const facts = [
    { label: 'Dietary needs', value: r.dietaryNeeds || 'None' },
    { label: 'Access needs', value: r.accessNeeds || 'None' },
  ];
  return (
    <SavedForm
      id="residential"
      title="Residential requirements"
      what="their residential requirements"
      updatedAt={r.updatedAt}
      facts={facts}
      minColumnWidth={240}
    />
  );
}

function Dbs({ d }: { d: StudentPortalForms['dbs'] }) {
  const facts = [
    { label: 'Certificate number', value: d.certificateNumber },
    { label: 'Issued on', value: date(d.issueDate) },
    { label: 'On the Update Service', value: d.updateService ? 'Yes' : 'No' },
  ];
  return <SavedForm id="dbs" title="DBS check" what="their DBS certificate" updatedAt={d.updatedAt} facts={facts} />;
}

function Safeguarding({ s }: { s: StudentPortalForms['safeguarding'] }) {
  const facts = [
    { label: 'Training completed on', value: date(s.trainingDate) },
    { label: 'Certificate', value: s.certificate },
  ];
  return (
    <SavedForm
      id="safeguarding"
      title="Safeguarding training"
      what="their safeguarding training"
      updatedAt={s.updatedAt}
      facts={facts}
      minColumnWidth={240}
    />
  );
}

function Policies({ p }: { p: StudentPortalForms['policies'] }) {
  const agreed = POLICIES.map((policy) => p[policy.key]);
  const latest =
    agreed
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null;
  return (
    <Section id="policies" title="Policies agreed" done={agreed.every((d) => d !== null)} updated={lastSaved(latest)}>
      <FactList
        minColumnWidth={200}
        facts={POLICIES.map((policy) => ({
          label: policy.title,
          value: p[policy.key] ? `Agreed on ${date(p[policy.key])}` : 'Not agreed yet',
        }))}
      />
    </Section>
  );
}

function LearningSupport({ l }: { l: StudentPortalForms['learningSupport'] }) {
  return (
    <Section id="learning-support" title="Learning support" updated={l ? lastSaved(l.updatedAt) : undefined}>
      {l === null ? (
        <Typography>The student has declared no learning-support needs.</Typography>
      ) : (
        <LearningSupportDetails need={l} />
      )}
    </Section>
  );
}

export function PortalFormsTab({ studentId, basePath = studentBasePath(studentId) }: StudentTabProps) {
  const forms = useStudentPortalForms(basePath);
  return (
    <QueryContent query={forms} what="the portal forms">
      {(f) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            What the student has entered in the student portal. Opening this tab is recorded, since it shows DBS and
            learning-support details.
          </Typography>
          <PersonalDetails p={f.personalDetails} />
          <EmergencyContacts c={f.emergencyContacts} />
          <Residential r={f.residentialRequirements} />
          <Dbs d={f.dbs} />
          <Safeguarding s={f.safeguarding} />
          <Policies p={f.policies} />
          <LearningSupport l={f.learningSupport} />
          {/* Declarations and HESA answers are read only when the reader asks (each read audited). */}
          <Section id="declarations" title="Support declarations and HESA answers">
            <StaffSupportPanel studentId={studentId} />
          </Section>
        </Box>
      )}
    </QueryContent>
  );
}
