import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ENTRY_QUALIFICATIONS } from '@collegium/domain/hesa-mapping';
import type { HesaStudentView } from '@collegium/domain/hesa-contracts';
import { type HesaFix, problemText } from '@collegium/domain/hesa-readiness';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useHesaStudent, useSaveDetails, useWorklist } from './hesa-api.ts';
import { thisAcademicYear, YearPicker } from './year-picker.tsx';

// Issue 16, HESA > Student data: the worklist of the period's students, most missing first, each
// problem linking to where it is fixed; ?id= opens one student's fields with where each value
// comes from, and the HESA details registry enters.

const SOURCE: Record<string, string> = {
  answer: 'Student’s answer',
  record: 'Record',
  details: 'HESA details',
  mapping: 'Mapping',
  default: 'Default',
};

function fixLink(fix: HesaFix | null, studentId: number): { to: string; text: string } | null {
  if (fix === 'record') return { to: `/students/${studentId}`, text: 'Fix on the record' };
  if (fix === 'answers') return { to: `/students/${studentId}`, text: 'Ask the student (HESA answers)' };
  if (fix === 'mapping') return { to: '/hesa/mapping', text: 'Map the value' };
  if (fix === 'details') return { to: `/hesa/student?id=${studentId}#hesa-details`, text: 'Enter the HESA details' };
  return null;
}

function DetailsForm({ student }: { student: HesaStudentView }) {
  const save = useSaveDetails(student.studentId);
  const [values, setValues] = useState({
    nationality: student.details.nationality ?? '',
    domicile: student.details.domicile ?? '',
    entryQualification: student.details.entryQualification ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const submit = () => {
    setErrors({});
    setSaved(false);
    const orNull = (v: string) => (v.trim() === '' ? null : v);
    save.mutate(
      {
        nationality: orNull(values.nationality),
        domicile: orNull(values.domicile),
        entryQualification: orNull(values.entryQualification),
      },
      {
        onSuccess: () => setSaved(true),
        onError: (e) => {
          const details: { param: string; message: string }[] =
            isApiError(e) && Array.isArray(e.body?.details) ? e.body.details : [];
          setErrors(
            details.length
              ? Object.fromEntries(details.map((d) => [d.param, d.message]))
              : { form: e instanceof Error ? e.message : String(e) },
          );
        },
      },
    );
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  return (
    <Paper component="section" id="hesa-details" aria-labelledby="hesa-details-title" sx={{ p: 2 }}>
      <Typography id="hesa-details-title" component="h2" variant="h6" gutterBottom>
        HESA details
      </Typography>
      {errors.form && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.form}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }}>
          HESA details saved.
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={(e) => (e.preventDefault(), submit())}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
      >
        <TextField
          label="Nationality (country code)"
          {...field('nationality')}
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
        <TextField label="Domicile (HESA code)" {...field('domicile')} slotProps={{ htmlInput: { maxLength: 2 } }} />
        <TextField select label="Highest qualification on entry" {...field('entryQualification')}>
          <MenuItem value="">Not given</MenuItem>
          {ENTRY_QUALIFICATIONS.map((q) => (
            <MenuItem key={q.code} value={q.code}>{`${q.label} (${q.code})`}</MenuItem>
          ))}
        </TextField>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save HESA details
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

function StudentReturn({ id, year }: { id: number; year: number }) {
  const query = useHesaStudent(id, year);
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const s = query.data;
  if (!s) return <Typography>Loading, please wait ...</Typography>;
  const canEdit = s.abilities.canEdit;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1000 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h5">
          <Link component={RouterLink} to={`/students/${s.studentId}`}>
            {s.name}
          </Link>{' '}
          ({String(s.partnerId).padStart(7, '0')})
        </Typography>
        <StatusChip
          label={s.readiness.ready ? 'HESA ready' : `${s.readiness.missing} to fix`}
          colour={s.readiness.ready ? 'success' : 'warning'}
        />
      </Box>
      {s.answersYear && s.answersYear !== s.academicYear && (
        <Alert severity="info">{`The student’s answers are from ${s.answersYear}; they have not answered for ${s.academicYear} yet.`}</Alert>
      )}
      <Paper sx={{ p: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label={`HESA fields of ${s.name}`}>
          <TableHead>
            <TableRow>
              <TableCell>Entity</TableCell>
              <TableCell>Field</TableCell>
              <TableCell>Value sent</TableCell>
              <TableCell>From</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.fields.map((f) => {
              const link = fixLink(f.fix, s.studentId);
              return (
                <TableRow key={`${f.entity}.${f.field}`}>
                  <TableCell>{f.entity}</TableCell>
                  <TableCell>{`${f.label} (${f.field})`}</TableCell>
                  <TableCell>
                    {f.value ?? '—'}
                    {f.internalValue && f.source === 'mapping' ? ` (from ${f.internalValue})` : ''}
                  </TableCell>
                  <TableCell>{f.source ? SOURCE[f.source] : '—'}</TableCell>
                  <TableCell>
                    {f.problem ? (
                      <>
                        {problemText({ label: f.label, problem: f.problem })}
                        {link && (
                          <>
                            {' · '}
                            <Link component={RouterLink} to={link.to}>
                              {link.text}
                            </Link>
                          </>
                        )}
                      </>
                    ) : (
                      'None'
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      {canEdit && (
        <DetailsForm
          key={`${s.studentId}-${s.details.nationality}-${s.details.domicile}-${s.details.entryQualification}`}
          student={s}
        />
      )}
    </Box>
  );
}

export function HesaStudentDataScreen() {
  const [params, setParams] = useSearchParams();
  const [year, setYear] = useState(thisAcademicYear());
  const id = /^\d+$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const list = useWorklist(year);
  const canSee = list.data?.abilities.canSeeSpecial;
  return (
    <>
      <PageHeader title="HESA student data" subtitle="Every student of the period, those with most to fix first." />
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <YearPicker value={year} onChange={setYear} />
        {list.data && <Typography>{`${list.data.ready} of ${list.data.total} students ready`}</Typography>}
        {id !== null && <Button onClick={() => setParams({})}>Back to the worklist</Button>}
      </Box>
      {id !== null ? (
        canSee === undefined ? (
          <Typography>Loading, please wait ...</Typography>
        ) : canSee ? (
          <StudentReturn id={id} year={year} />
        ) : (
          <Alert severity="info">
            Seeing a student’s HESA answers needs the special-category right (students:special).
          </Alert>
        )
      ) : (
        <>
          {list.isError && <Alert severity="error">{list.error.message}</Alert>}
          <Paper sx={{ overflowX: 'auto', maxWidth: 1100 }}>
            <Table size="small" aria-label="HESA worklist">
              <TableHead>
                <TableRow>
                  <TableCell>Student</TableCell>
                  <TableCell>Programme</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">To fix</TableCell>
                  <TableCell>What</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data?.rows.map((r) => (
                  <TableRow key={`${r.studentId}-${r.programme}`}>
                    <TableCell>
                      <Link component={RouterLink} to={`/hesa/student?id=${r.studentId}`}>
                        {r.name}
                      </Link>
                    </TableCell>
                    <TableCell>{r.programme}</TableCell>
                    <TableCell>{r.status}</TableCell>
                    <TableCell align="right">{r.missing}</TableCell>
                    <TableCell>
                      {r.missing === 0
                        ? 'Ready'
                        : r.problems.map((p, i) => {
                            const link = fixLink(p.fix, r.studentId);
                            return (
                              <span key={p.field}>
                                {i > 0 && '; '}
                                {link ? (
                                  <Link component={RouterLink} to={link.to}>
                                    {problemText(p)}
                                  </Link>
                                ) : (
                                  problemText(p)
                                )}
                              </span>
                            );
                          })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </>
  );
}
