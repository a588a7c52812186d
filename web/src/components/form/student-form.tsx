import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { formatDateTime } from '@collegium/domain/date-format';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LeaveGuard } from '../ui/leave-guard.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { type ProblemContext, useFormProblems } from './form-problems.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useSaveStudentSection, useStudentSection } from '../../lib/api/student-forms.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../lib/form-draft.ts';

// One of the student's own forms (issue 5): loads the section, keeps a draft in this browser as
// they type and offers it back after a reload, checks with the shared zod schema, saves with PUT,
// puts the server's 422 messages next to their fields, and asks before leaving unsaved changes.

export interface StudentFormProps<T extends FieldValues> {
  title: string;
  subtitle?: string;
  /** The section under forms/student/. */
  section: string;
  schema: z.ZodType;
  /** The form's values from what GET answered. */
  toValues: (data: never) => T;
  children: (control: Control<FieldValues>) => ReactNode;
  /** Names the group a field belongs to in the error summary, where a form repeats fields. */
  problemContext?: ProblemContext;
}

/** Issue 19: the form's main button takes the whole width on a phone, its natural width from sm up. */
const PRIMARY_ACTION_SX = { width: { xs: '100%', sm: 'auto' } } as const;

function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

export function StudentForm<T extends FieldValues>({
  title,
  subtitle,
  section,
  schema,
  toValues,
  children,
  problemContext,
}: StudentFormProps<T>) {
  const userId = useSessionStore((s) => s.user?.id) ?? 'anonymous';
  const key = draftKey(userId, section);
  const query = useStudentSection<unknown>(section);
  const save = useSaveStudentSection<T, unknown>(section);
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as Resolver<FieldValues>,
    mode: 'onTouched',
    // Issue 19: a failed submit focuses the error summary, whose links lead to the fields.
    shouldFocusError: false,
  });
  const summary = useFormProblems(form, problemContext);
  const [ready, setReady] = useState(false);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const serverValues = useRef<FieldValues | null>(null);

  // Once the section has loaded: the server's values, then any draft on top (marked dirty).
  useEffect(() => {
    if (ready || query.data === undefined) return;
    const values = toValues(query.data as never);
    serverValues.current = values;
    form.reset(values);
    const draft = readDraft<FieldValues>(key);
    if (draft && JSON.stringify(draft.values) !== JSON.stringify(values)) {
      for (const path of leafPaths(draft.values)) {
        const v = path
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], draft.values);
        form.setValue(path, v, { shouldDirty: true });
      }
      setRestoredAt(draft.savedAt);
    } else if (draft) {
      clearDraft(key);
    }
    setReady(true);
  }, [query.data, ready, form, key, toValues]);

  // Every change goes into the draft.
  useEffect(() => {
    if (!ready) return;
    const sub = form.watch((values) => {
      // Typing back to what is saved leaves nothing to restore.
      if (JSON.stringify(values) === JSON.stringify(serverValues.current)) {
        clearDraft(key);
      } else {
        writeDraft(key, values);
        setSaved(false);
      }
    });
    return () => sub.unsubscribe();
  }, [ready, form, key]);

  const dirty = ready && form.formState.isDirty && !save.isPending;

  const discard = () => {
    clearDraft(key);
    setRestoredAt(null);
    if (serverValues.current) form.reset(serverValues.current);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    try {
      // The form holds the section's fields as react-hook-form values; they are its type T.
      const data = await save.mutateAsync(values as T);
      clearDraft(key);
      const next = toValues(data as never);
      serverValues.current = next;
      form.reset(next);
      setRestoredAt(null);
      setSaved(true);
    } catch (error) {
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      const known = leafPaths(form.getValues());
      let shown = false;
      for (const detail of details) {
        if (known.includes(detail.param)) {
          form.setError(detail.param, { message: detail.message });
          shown = true;
        }
      }
      // Field problems are listed in the error summary; only a problem of no field needs its own alert.
      setProblem(shown ? null : error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Paper component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        {query.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading your details" />
          </Box>
        )}
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          >
            {query.error.message}
          </Alert>
        )}
        {ready && (
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
                We restored your unsaved changes from {formatDateTime(restoredAt)}. Save to keep them.
              </Alert>
            )}
            <Box role="status" aria-live="polite">
              {saved && (
                <Alert severity="success" sx={{ mb: 2 }}>
                  Saved. Thank you.
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
              {children(form.control)}
            </Box>
            <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
              {/* Pressing Save must not blur the field first: its error would appear, push the
                  button down and the click would be lost. Submitting checks every field anyway. */}
              <Button
                type="submit"
                variant="contained"
                disabled={save.isPending}
                onMouseDown={(e) => e.preventDefault()}
                sx={PRIMARY_ACTION_SX}
              >
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
              {form.formState.isDirty && (
                <Button type="button" onClick={discard} disabled={save.isPending}>
                  Undo my changes
                </Button>
              )}
            </Box>
          </Box>
        )}
      </Paper>
      <LeaveGuard dirty={dirty} />
    </>
  );
}

/** A field spanning both columns. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
