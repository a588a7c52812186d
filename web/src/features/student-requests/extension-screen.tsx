import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { type ExtensionLength } from '@collegium/domain/extensions';
import {
  ESSAY_EVIDENCE_WORDS,
  type ModulePlace,
  type RequestView,
  wordCount,
} from '@collegium/domain/student-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { AgreeInput, SelectInput, TextInput } from '../../components/form/form-fields.tsx';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../lib/form-draft.ts';
import { REQUESTS_KEY, useModulePlaces } from './api.ts';
import { RadioChoice } from '../../components/ui/choice-fields.tsx';
import { EvidenceInput } from './extension-fields.tsx';
import {
  emptyExtension,
  type ExtensionValues,
  extensionResolver,
  fieldOf,
  NOTHING_TO_EXTEND,
  openAssignments,
  placeKey,
  requestBody,
} from './extension-form.ts';
import { LeaveGuard } from '../../components/ui/leave-guard.tsx';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { useFormProblems } from '../../components/form/form-problems.ts';
import { MyRequests } from './my-requests.tsx';

// spec 2.6, 3, 5, 9 (issue 5): the student asks for more time for one of their assignments. The
// 7-day screen asks for 7 days; the 8+ screen offers 14, 21 or more than 21 days. Both need an
// evidence file (spec 3, 5: extension requests always require evidence). The module and assignment come from the student's
// own places this year. A draft is kept in this browser; their extension requests are listed
// under the form, where a pending one can be withdrawn.

interface Variant {
  title: string;
  path: string;
  intro: string;
  lengths: readonly ExtensionLength[];
}

const SHORT: Variant = {
  title: 'Extension - 7 Days',
  path: 'extension-request',
  intro:
    'Ask for seven more days for one of your assignments. Upload evidence of your circumstances, such as a letter from your doctor. The registry replies here and in Current Extensions.',
  lengths: ['7 days'],
};
const LONG: Variant = {
  title: 'Extension - 8+ days',
  path: 'extensions-8-days-or-more',
  intro:
    'Ask for 14 days, 21 days or longer. Upload evidence of your circumstances, such as a letter from your doctor.',
  lengths: ['14 days', '21 days', 'more than 21 days'],
};

const assignmentLabel = (a: ModulePlace['assignments'][number], dateFormat: string) =>
  `${a.title}, due ${formatDate(a.effectiveDueDate, dateFormat)}${a.effectiveDueDate !== a.dueDate ? ' (extended)' : ''}${a.extensions.some((x) => x.status === 'Pending') ? ', request waiting' : ''}`;

function ExtensionForm({ variant, places, maxBytes }: { variant: Variant; places: ModulePlace[]; maxBytes: number }) {
  const client = useQueryClient();
  const dateFormat = getConfig().dateFormat;
  const userId = useSessionStore((s) => s.user?.id) ?? 'anonymous';
  const key = draftKey(userId, variant.path);
  const empty = useMemo(() => emptyExtension(variant.lengths.length === 1 ? variant.lengths[0]! : ''), [variant]);
  const [restored] = useState(() => readDraft<ExtensionValues>(key));
  const [restoredAt, setRestoredAt] = useState(restored?.savedAt ?? null);
  const resolver = useMemo(() => extensionResolver(places), [places]);
  const form = useForm<ExtensionValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...empty, ...restored?.values },
    // Issue 19: a failed send focuses the error summary, whose links lead to the fields.
    shouldFocusError: false,
  });
  const summary = useFormProblems(form);
  const [sent, setSent] = useState<RequestView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const values = form.watch();
  const control = form.control as unknown as Control<FieldValues>;
  const place = places.find((p) => placeKey(p) === values.place);

  useEffect(() => {
    const sub = form.watch((v) => (JSON.stringify(v) === JSON.stringify(empty) ? clearDraft(key) : writeDraft(key, v)));
    return () => sub.unsubscribe();
  }, [form, key, empty]);
  // A new module: its own assignments to choose from.
  useEffect(() => {
    if (values.assignmentId && !openAssignments(place).some((a) => String(a.id) === values.assignmentId))
      form.setValue('assignmentId', '');
  }, [place, values.assignmentId, form]);

  const send = useMutation({
    mutationFn: async (v: ExtensionValues) => {
      const p = places.find((x) => placeKey(x) === v.place)!;
      return (await api.post<RequestView>(`forms/student/extension-request/${placeKey(p)}/`, requestBody(v))).data;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: REQUESTS_KEY });
      void client.invalidateQueries({ queryKey: ['student-forms'] });
    },
  });

  const discard = () => {
    clearDraft(key);
    setRestoredAt(null);
    form.reset(empty);
  };

  const onSubmit = form.handleSubmit(async (v) => {
    setProblem(null);
    setSent(null);
    try {
      const view = await send.mutateAsync(v);
      clearDraft(key);
      form.reset(empty);
      setRestoredAt(null);
      setSent(view);
    } catch (error) {
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      let shown = false;
      for (const d of details) {
        const field = fieldOf(d.param);
        if (field) form.setError(field, { message: d.message });
        shown ||= Boolean(field);
      }
      // Field problems are listed in the error summary; only a problem of no field needs its own alert.
      setProblem(shown ? null : error instanceof Error ? error.message : String(error));
    }
  });

  const words = wordCount(values.reason ?? '');
  const essayRule = `For your last essay of the year, more than 21 days needs a statement of at least ${ESSAY_EVIDENCE_WORDS} words.`;
  const reasonHelp = values.lastEssayOfYear
    ? `${words} ${words === 1 ? 'word' : 'words'}. ${essayRule}`
    : 'Describe what has happened and how it affects your work.';
  const dirty = JSON.stringify(values) !== JSON.stringify(empty) && !send.isPending;

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {restoredAt && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={discard}>
              Discard
            </Button>
          }
        >
          We restored your draft from {formatDateTime(restoredAt, dateFormat)}. Send it when it is ready.
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {sent && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Sent to the registry on {formatDateTime(sent.requestedAt, dateFormat)}: {sent.detail}. It is{' '}
            {sent.status.toLowerCase()} until the registry decides.{' '}
            <Link component={RouterLink} to="/forms/current-extensions" underline="always">
              See your Current Extensions
            </Link>
          </Alert>
        )}
      </Box>
      <ErrorSummary problems={summary.problems} onFocusField={summary.focusField} attempt={summary.attempt} />
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
        <SelectInput
          control={control}
          name="place"
          label="Module"
          required
          options={places.map((p) => ({ value: placeKey(p), label: `${p.module.code} ${p.module.title}` }))}
        />
        <SelectInput
          control={control}
          name="assignmentId"
          label="Assignment"
          required
          help={
            place && place.assignments.length === 0
              ? 'This module has no assignments set: the extension is for the module.'
              : place && openAssignments(place).length === 0
                ? NOTHING_TO_EXTEND
                : undefined
          }
          options={openAssignments(place).map((a) => ({
            value: String(a.id),
            label: assignmentLabel(a, dateFormat),
          }))}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          {variant.lengths.length > 1 ? (
            <RadioChoice
              row
              control={control}
              name="length"
              label="How long an extension do you need?"
              options={variant.lengths.map((l) => ({ value: l, label: l }))}
              help="More than 21 days: the registry sets the new due date."
            />
          ) : (
            <Box component="p" sx={{ m: 0 }}>
              Length: <strong>7 days</strong>. For longer, use Extension - 8+ days.
            </Box>
          )}
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <AgreeInput control={control} name="lastEssayOfYear" label="This is my last essay of the academic year" />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput
            control={control}
            name="reason"
            label="Why do you need an extension?"
            multiline
            required
            help={reasonHelp}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <EvidenceInput control={control} name="evidence" label="Evidence" maxBytes={maxBytes} required />
        </Box>
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send request'}
      </Button>
      <LeaveGuard dirty={dirty} />
    </Box>
  );
}

function ExtensionScreen({ variant }: { variant: Variant }) {
  const places = useModulePlaces();
  return (
    <>
      <PageHeader title={variant.title} subtitle={variant.intro} />
      <Paper
        component="section"
        aria-label={`New ${variant.title} request`}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, mb: 3 }}
      >
        {places.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading your modules" />
          </Box>
        )}
        {places.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void places.refetch()}>
                Try again
              </Button>
            }
          >
            {places.error.message}
          </Alert>
        )}
        {places.data && places.data.items.length === 0 && (
          <EmptyState
            title="No modules this year"
            text="You can ask for an extension once you have a place on a module this year."
          />
        )}
        {places.data && places.data.items.length > 0 && (
          <ExtensionForm variant={variant} places={places.data.items} maxBytes={places.data.evidenceMaxBytes} />
        )}
      </Paper>
      <MyRequests path="requests" kind="Extension" empty="You have not asked for an extension." />
    </>
  );
}

export function ExtensionSevenDaysScreen() {
  return <ExtensionScreen variant={SHORT} />;
}
export function ExtensionEightDaysScreen() {
  return <ExtensionScreen variant={LONG} />;
}
