import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDateTime } from '@collegium/domain/date-format';
import {
  type BursaryApplicationView,
  bursaryApplicationInput,
  INCOME_BANDS,
  STATEMENT_MAX,
  STATEMENT_MIN,
} from '@collegium/domain/student-finance';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { AgreeInput, SelectInput, TextInput } from '../../components/form/form-fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useLookupChoices, withHeld } from '../../lib/lookups.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../lib/form-draft.ts';
import { useSaveBursaryApplication } from './api.ts';
import { LeaveGuard } from '../../components/ui/leave-guard.tsx';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { useFormProblems } from '../../components/form/form-problems.ts';

// The bursary application while it is still the student's (no application yet, or a draft): a
// draft is kept in this browser while they type and offered back after a reload; "Save draft"
// keeps it at the college unfinished; "Submit" checks every answer and sends it to the committee.

type Values = BursaryApplicationView['values'];
const FIELDS = [
  'bursaryType',
  'incomeBand',
  'dependants',
  'otherFunding',
  'otherFundingTotal',
  'monthlyOutgoings',
  'amountRequested',
  'statement',
  'declaration',
] as const;
const text = (n: number | null) => (n === null ? '' : String(n));
const toForm = (v: Values) => ({
  ...v,
  dependants: text(v.dependants),
  otherFundingTotal: text(v.otherFundingTotal),
  monthlyOutgoings: text(v.monthlyOutgoings),
  amountRequested: text(v.amountRequested),
  submit: false,
});

const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

export function BursaryForm({ view }: { view: BursaryApplicationView }) {
  const userId = useSessionStore((s) => s.user?.id) ?? 'anonymous';
  const key = draftKey(userId, 'bursary-application');
  const saved = useMemo(() => toForm(view.values), [view.values]);
  // What the college holds now: typing back to it leaves no draft.
  const server = useRef(saved);
  const [restoredAt] = useState(() => {
    const draft = readDraft<FieldValues>(key);
    return draft && JSON.stringify({ ...draft.values, submit: false }) !== JSON.stringify(saved) ? draft.savedAt : null;
  });
  const form = useForm<FieldValues>({
    resolver: zodResolver(bursaryApplicationInput as never) as Resolver<FieldValues>,
    mode: 'onTouched',
    defaultValues: saved,
    // Issue 19: a failed send focuses the error summary, whose links lead to the fields.
    shouldFocusError: false,
  });
  const summary = useFormProblems(form);
  const save = useSaveBursaryApplication();
  // The System data list (issue 15); a type the college has retired stays shown on a draft holding it.
  const bursaryTypes = withHeld(useLookupChoices('bursary-types').data?.values ?? [], view.values.bursaryType);
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A draft from this browser goes on top of what the college holds, marked as a change.
  useEffect(() => {
    if (!restoredAt) return;
    const draft = readDraft<FieldValues>(key);
    for (const f of FIELDS) if (draft && f in draft.values) form.setValue(f, draft.values[f], { shouldDirty: true });
  }, [restoredAt, key, form]);

  useEffect(() => {
    const sub = form.watch((values) => {
      if (JSON.stringify({ ...values, submit: false }) === JSON.stringify(server.current)) clearDraft(key);
      else writeDraft(key, { ...values, submit: false });
    });
    return () => sub.unsubscribe();
  }, [form, key]);

  const statement = (useWatch({ control: form.control, name: 'statement' }) as string | undefined) ?? '';

  const send = (submit: boolean) => {
    form.setValue('submit', submit);
    return form.handleSubmit(async (values) => {
      setProblem(null);
      setMessage(null);
      try {
        const data = await save.mutateAsync({ ...values, submit });
        server.current = toForm(data.values);
        clearDraft(key);
        form.reset(server.current);
        setMessage(
          submit
            ? 'Your application has been sent to the bursary committee.'
            : 'Your draft is saved. You can come back and finish it later.',
        );
        // Submitted, the page turns into the read-only application: show it from its top.
        if (submit) window.scrollTo({ top: 0 });
      } catch (error) {
        const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
        let shown = false;
        for (const d of details) {
          if ((FIELDS as readonly string[]).includes(d.param)) {
            form.setError(d.param, { message: d.message });
            shown = true;
          }
        }
        // Field problems are listed in the error summary; only a problem of no field needs its own alert.
        setProblem(shown ? null : error instanceof Error ? error.message : String(error));
      }
    });
  };

  const discard = () => {
    clearDraft(key);
    form.reset(server.current);
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void send(true)(e)}>
      {restoredAt && form.formState.isDirty && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={discard}>
              Discard
            </Button>
          }
        >
          We restored your unsaved changes from {formatDateTime(restoredAt)}. Save or submit to keep them.
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {message && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {message}
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
        <SelectInput
          control={form.control}
          name="bursaryType"
          label="Bursary you are applying for"
          options={bursaryTypes}
          required
        />
        <TextInput
          control={form.control}
          name="amountRequested"
          label="Amount you ask for (£)"
          help="Whole pounds, up to £5,000."
          required
        />
        <SelectInput
          control={form.control}
          name="incomeBand"
          label="Household income a year, before tax"
          options={INCOME_BANDS}
          required
        />
        <TextInput
          control={form.control}
          name="dependants"
          label="People who depend on you"
          help="Children or adults you support; 0 if none."
          required
        />
        <TextInput
          control={form.control}
          name="monthlyOutgoings"
          label="Monthly outgoings (£)"
          help="Rent or mortgage, bills, travel, childcare."
          required
        />
        <TextInput
          control={form.control}
          name="otherFundingTotal"
          label="Other funding this year (£)"
          help="The total of grants and loans below; 0 if none."
        />
        <Wide>
          <TextInput
            control={form.control}
            name="otherFunding"
            label="Other funding you receive or have applied for"
            help="For example a diocesan grant, a trust, your parish, a Student Finance loan."
            multiline
          />
        </Wide>
        <Wide>
          <TextInput
            control={form.control}
            name="statement"
            label="Statement of need"
            help={`Tell the committee why you need help and what the bursary would make possible. ${statement.length} of ${STATEMENT_MAX} characters (at least ${STATEMENT_MIN} to submit).`}
            multiline
            required
          />
        </Wide>
        <Wide>
          <AgreeInput
            control={form.control}
            name="declaration"
            label="I declare that the information I have given is true and complete, and I will tell the finance office if my circumstances change."
          />
        </Wide>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Sending…' : 'Submit application'}
        </Button>
        <Button type="button" variant="outlined" onClick={(e) => void send(false)(e)} disabled={save.isPending}>
          Save draft
        </Button>
        {form.formState.isDirty && (
          <Button type="button" onClick={discard} disabled={save.isPending}>
            Undo my changes
          </Button>
        )}
      </Box>
      <LeaveGuard dirty={form.formState.isDirty && !save.isPending} />
    </Box>
  );
}
