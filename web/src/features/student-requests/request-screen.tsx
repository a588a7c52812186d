import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { type RequestView, type StudentRequestType, studentRequestInput } from '@collegium/domain/student-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { TextInput } from '../../components/form/form-fields.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../lib/form-draft.ts';
import { REQUESTS_KEY } from './api.ts';
import { LeaveGuard } from '../../components/ui/leave-guard.tsx';
import { MyRequests } from './my-requests.tsx';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { useFormProblems } from '../../components/form/form-problems.ts';

// spec 2.6, 7.3: the student asks for a deferral, an interruption of studies or to withdraw. The
// form keeps a draft in this browser; the student's requests of that kind and their outcomes are
// listed under it, and one still pending can be withdrawn.

const PATHS: Record<StudentRequestType, string> = {
  Deferral: 'deferral-request',
  IoS: 'ios-request',
  Withdrawal: 'withdrawal-request',
};
const EMPTY = { reason: '', effectiveDate: '', returnDate: '' };

function RequestScreen({
  type,
  title,
  intro,
  reasonLabel,
}: {
  type: StudentRequestType;
  title: string;
  intro: string;
  reasonLabel: string;
}) {
  const path = PATHS[type];
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id) ?? 'anonymous';
  const key = draftKey(userId, path);
  const form = useForm<FieldValues>({
    resolver: zodResolver(studentRequestInput as never) as Resolver<FieldValues>,
    mode: 'onTouched',
    defaultValues: readDraft<FieldValues>(key)?.values ?? EMPTY,
    // Issue 19: a failed send focuses the error summary, whose links lead to the fields.
    shouldFocusError: false,
  });
  const summary = useFormProblems(form);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const sub = form.watch((values) => writeDraft(key, values));
    return () => sub.unsubscribe();
  }, [form, key]);

  const refresh = () => void client.invalidateQueries({ queryKey: REQUESTS_KEY });
  const values = form.watch();
  const dirty = JSON.stringify(values) !== JSON.stringify(EMPTY);
  const submit = useMutation({
    mutationFn: async (body: FieldValues) => (await api.post<RequestView>(`forms/student/${path}`, body)).data,
    onSuccess: refresh,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    setSent(false);
    try {
      await submit.mutateAsync({
        reason: values.reason,
        effectiveDate: values.effectiveDate,
        returnDate: type === 'IoS' && values.returnDate ? values.returnDate : null,
      });
      clearDraft(key);
      form.reset(EMPTY);
      setSent(true);
    } catch (error) {
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      const fields = details.filter((d) => d.param in EMPTY);
      for (const d of fields) form.setError(d.param, { message: d.message });
      // Field problems are listed in the error summary; only a problem of no field needs its own alert.
      setProblem(fields.length > 0 ? null : error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <>
      <PageHeader title={title} subtitle={intro} />
      <Paper
        component="section"
        aria-label={`New ${title.toLowerCase()} request`}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, mb: 3 }}
      >
        <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <Box role="status" aria-live="polite">
            {sent && (
              <Alert severity="success" sx={{ mb: 2 }}>
                Your request has been sent to the registry.
              </Alert>
            )}
          </Box>
          <ErrorSummary problems={summary.problems} onFocusField={summary.focusField} attempt={summary.attempt} />
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <TextInput control={form.control} name="reason" label={reasonLabel} multiline required />
            </Box>
            <TextInput control={form.control} name="effectiveDate" label="From" type="date" required />
            {type === 'IoS' && (
              <TextInput control={form.control} name="returnDate" label="Expected return (if known)" type="date" />
            )}
          </Box>
          <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={submit.isPending}>
            {submit.isPending ? 'Sending…' : 'Send request'}
          </Button>
        </Box>
      </Paper>
      <MyRequests path={path} empty="You have not made a request of this kind." />
      <LeaveGuard dirty={dirty} />
    </>
  );
}

export function DeferralScreen() {
  return (
    <RequestScreen
      type="Deferral"
      title="Deferrals"
      intro="Ask to put off the start of your studies. The registry will reply here."
      reasonLabel="Why do you wish to defer?"
    />
  );
}
export function InterruptionScreen() {
  return (
    <RequestScreen
      type="IoS"
      title="Interruption of Studies"
      intro="Ask to pause your studies for a time. The registry will reply here."
      reasonLabel="Why do you need to interrupt your studies?"
    />
  );
}
export function WithdrawalScreen() {
  return (
    <RequestScreen
      type="Withdrawal"
      title="Withdrawal"
      intro="Tell the college you wish to leave your programme. The registry will reply here."
      reasonLabel="Why are you withdrawing?"
    />
  );
}
