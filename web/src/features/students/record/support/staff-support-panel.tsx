import { formatDate } from '@collegium/domain/date-format';
import { HESA_QUESTIONS, hesaLabel } from '@collegium/domain/student-hesa';
import { declarationTitle, DIAGNOSIS_STATES, type DeclarationView } from '@collegium/domain/student-support';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FactList } from '../../../../components/student/fact-list.tsx';
import { declarationEvidenceUrl, useStudentDeclarations, useStudentHesa } from './staff-api.ts';

// For the student's record page (students:view): the neurodiversity and disability declarations
// and the HESA answers the student gave in the portal. Special category: nothing is read until
// the reader asks, and each read is written to the audit log.

function Declaration({ studentId, item }: { studentId: number; item: DeclarationView }) {
  const d = item.declaration;
  return (
    <Box component="section" aria-label={declarationTitle(item.kind)} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {declarationTitle(item.kind)}
      </Typography>
      {!d ? (
        <Typography variant="body2">Not sent.</Typography>
      ) : (
        <FactList
          minColumnWidth={220}
          facts={[
            { label: 'Sent', value: formatDate(d.submittedAt.slice(0, 10)) },
            {
              label: 'Conditions',
              value: d.conditions.map((c) => (c === 'Other' ? `Other: ${d.otherCondition}` : c)).join(', '),
            },
            {
              label: 'Diagnosis',
              value:
                d.diagnosis === 'diagnosed'
                  ? `Diagnosed by: ${d.diagnosedBy}`
                  : DIAGNOSIS_STATES.find((s) => s.value === d.diagnosis)?.label,
            },
            { label: 'Effect on study', value: d.impact },
            {
              label: 'Asks for',
              value:
                [...d.adjustments.filter((a) => a !== 'Other'), d.otherAdjustments].filter(Boolean).join('; ') ||
                'Nothing in particular',
            },
            { label: 'May tell tutors', value: d.shareWithTutors ? 'Yes' : 'No: the student support team only' },
            {
              label: 'Evidence',
              value: d.evidenceFileId ? (
                <Link href={declarationEvidenceUrl(studentId, item.kind)}>{d.evidenceName ?? 'Download'}</Link>
              ) : (
                'None sent'
              ),
            },
          ]}
        />
      )}
    </Box>
  );
}

export function StaffSupportPanel({ studentId }: { studentId: number }) {
  const [shown, setShown] = useState(false);
  const declarations = useStudentDeclarations(studentId, shown);
  const hesa = useStudentHesa(studentId, shown);
  if (!shown) {
    return (
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          The student’s disability and neurodiversity declarations and HESA equality answers are confidential. Showing
          them records in the audit log that you viewed them.
        </Typography>
        <Button variant="outlined" onClick={() => setShown(true)}>
          Show declarations and HESA answers
        </Button>
      </Box>
    );
  }
  if (declarations.isError || hesa.isError)
    return <Alert severity="error">The declarations could not be loaded. Please try again.</Alert>;
  if (!declarations.data || !hesa.data) return <Typography variant="body2">Loading, please wait ...</Typography>;
  const latest = hesa.data.years[0];
  return (
    <Box>
      {declarations.data.items.map((item) => (
        <Declaration key={item.kind} studentId={studentId} item={item} />
      ))}
      <Box component="section" aria-label="HESA answers">
        <Typography variant="subtitle1" component="h3">
          HESA answers{latest ? ` (${latest.academicYear})` : ''}
        </Typography>
        {!latest ? (
          <Typography variant="body2">Not answered yet.</Typography>
        ) : (
          <FactList
            minColumnWidth={220}
            facts={HESA_QUESTIONS.map((q) => {
              const value = latest.answers[q.key];
              const codes = Array.isArray(value) ? value : [value];
              return { label: `${q.hesaField}`, value: codes.map((c) => `${hesaLabel(q.key, c)} (${c})`).join('; ') };
            })}
          />
        )}
      </Box>
    </Box>
  );
}
