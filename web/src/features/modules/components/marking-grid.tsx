import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { academicYear } from '@collegium/domain/academic-year';
import { formatDate } from '@collegium/domain/date-format';
import type { MarkingGrid as Grid, MarkInput } from '@collegium/domain/marking';
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';
import { ScrollTable } from '../../../components/table/fold-table.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useMarkingGrid, useSaveMarks } from '../api/marks.ts';
import { useModuleResults } from '../api/results.ts';
import { MarkSheetExcel } from './mark-sheet-excel.tsx';
import { type CellValue, type Draft, MarkCell, type MarkField } from './mark-cell.tsx';

// Issue 18: the marking grid of an instance, used like a spreadsheet: arrow keys and Enter move
// between mark cells, a cell saves when left changed (or on Enter), and a column pasted from a
// spreadsheet fills the cells downwards and saves them together. What the marker typed stays
// until it is saved: a refused save (409 or 422) keeps it on screen with the reason.

const keyOf = (studentId: number, assignmentId: number) => `${studentId}:${assignmentId}`;
/** Whether each field the marker changed still reads as it did when sent. */
const sameDraft = (draft: Draft, sent: Draft) =>
  (Object.keys(draft) as (keyof Draft)[]).every((f) => draft[f] === undefined || draft[f] === sent[f]);
const parseMark = (text: string) => {
  const mark = text.trim();
  return mark === '' ? null : /^\d+$/.test(mark) ? Number(mark) : Number.NaN;
};

export function MarkingGrid({ instanceId }: { instanceId: number }) {
  const grid = useMarkingGrid(instanceId);
  const save = useSaveMarks(instanceId);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // After the exam board confirmed the results, each save carries the reason for the change.
  const locked = Boolean(useModuleResults(instanceId).data?.confirmedAt);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);
  // Cells on their way to the server: leaving one again meanwhile must not send it twice.
  const pending = useRef(new Set<string>());
  const fmt = getConfig().dateFormat;

  if (grid.isPending) return <Typography sx={{ mt: 3 }}>{LOADING_TEXT}</Typography>;
  if (grid.isError) return <Alert severity="error">The marks could not be loaded.</Alert>;
  const data: Grid = grid.data;
  const { instance, assignments, rows } = data;

  const cellOf = (r: number, a: number) => rows[r]?.cells[a];
  const valueOf = (r: number, a: number): CellValue | null => {
    const row = rows[r];
    const cell = cellOf(r, a);
    if (!row || !cell) return null;
    const draft = drafts[keyOf(row.studentId, cell.assignmentId)] ?? {};
    const text = (n: number | null) => (n === null ? '' : String(n));
    return {
      mark: draft.mark ?? text(cell.mark),
      submittedOn: draft.submittedOn ?? cell.submittedOn ?? '',
      firstMark: draft.firstMark ?? text(cell.firstMark),
      secondMark: draft.secondMark ?? text(cell.secondMark),
      note: draft.note ?? cell.moderationNote ?? '',
      dirty: Object.values(draft).some((v) => v !== undefined),
    };
  };
  const input = (r: number, a: number, value: CellValue): MarkInput => {
    const row = rows[r]!;
    const cell = cellOf(r, a)!;
    return {
      studentId: row.studentId,
      assignmentId: cell.assignmentId,
      submittedOn: value.submittedOn === '' ? null : value.submittedOn,
      mark: parseMark(value.mark),
      version: cell.version,
      ...(instance.doubleMarked
        ? {
            firstMark: parseMark(value.firstMark),
            secondMark: parseMark(value.secondMark),
            moderationNote: value.note.trim() === '' ? null : value.note.trim(),
          }
        : {}),
    };
  };
  // Each save settles by its own promise: a mutation's per-call callbacks fire only for the latest
  // call, so a cell left while another save was on its way kept its draft (and its pending mark)
  // for good, hiding every later value from the server. A draft is dropped only if it is still
  // what was sent: typing on while the save travels keeps the new text.
  const send = (cells: { input: MarkInput; sent: Draft }[]) => {
    const keys = cells.map((c) => keyOf(c.input.studentId, c.input.assignmentId));
    if (cells.length === 0 || keys.some((k) => pending.current.has(k))) return;
    for (const k of keys) pending.current.add(k);
    setProblem(null);
    setReasonError(null);
    save
      .mutateAsync({ cells: cells.map((c) => c.input), ...(locked ? { reason } : {}) })
      .then(() =>
        setDrafts((all) => {
          const left = { ...all };
          cells.forEach((c, i) => {
            const draft = left[keys[i]!];
            if (draft && sameDraft(draft, c.sent)) delete left[keys[i]!];
          });
          return left;
        }),
      )
      .catch((error: unknown) => {
        const details = isApiError(error) ? (error.body?.details ?? []) : [];
        setReasonError(details.find((d) => d.param === 'reason')?.message ?? null);
        setProblem(
          details.length > 0
            ? details.map((d) => d.message).join(' ')
            : error instanceof Error
              ? error.message
              : String(error),
        );
      })
      .finally(() => {
        for (const k of keys) pending.current.delete(k);
      });
  };
  const saveCell = (r: number, a: number) => {
    const v = valueOf(r, a);
    if (v?.dirty) send([{ input: input(r, a, v), sent: v }]);
  };
  const edit = (r: number, a: number, part: Draft) => {
    const row = rows[r]!;
    const k = keyOf(row.studentId, cellOf(r, a)!.assignmentId);
    setDrafts((all) => ({ ...all, [k]: { ...all[k], ...part } }));
  };
  const focus = (r: number, a: number) =>
    table.current?.querySelector<HTMLInputElement>(`input[data-mark="${r}:${a}"]`)?.focus();
  const onKey = (r: number, a: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const atStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const atEnd = el.selectionStart === el.value.length;
    const move: Record<string, [number, number] | undefined> = {
      ArrowUp: [r - 1, a],
      ArrowDown: [r + 1, a],
      Enter: [r + 1, a],
      ArrowLeft: atStart ? [r, a - 1] : undefined,
      ArrowRight: atEnd ? [r, a + 1] : undefined,
    };
    const to = move[e.key];
    if (!to) return;
    e.preventDefault();
    // Leaving the cell saves it (onBlur); Enter on the last row saves where it is.
    if (e.key === 'Enter' && !rows[to[0]]) saveCell(r, a);
    focus(to[0], to[1]);
  };
  const onPaste = (r: number, a: number) => (field: MarkField) => (e: ClipboardEvent<HTMLInputElement>) => {
    const lines = e.clipboardData
      .getData('text/plain')
      .split(/\r?\n/)
      .map((l) => l.split('\t')[0]?.trim() ?? '');
    while (lines.length > 0 && lines.at(-1) === '') lines.pop();
    if (lines.length < 2) return;
    e.preventDefault();
    const cells: { input: MarkInput; sent: Draft }[] = [];
    lines.forEach((mark, i) => {
      const v = valueOf(r + i, a);
      if (!v) return;
      edit(r + i, a, { [field]: mark });
      const sent = { ...v, [field]: mark };
      cells.push({ input: input(r + i, a, sent), sent });
    });
    send(cells);
  };

  return (
    <Box component="section" aria-labelledby="marking-heading" sx={{ mt: 3 }}>
      <Typography id="marking-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Marks of {instance.moduleCode} in {academicYear(instance.academicYear)} at {instance.hub}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Arrow keys and Enter move between marks; a changed cell saves when you leave it. Paste a column from a
        spreadsheet into a mark to fill the cells below it.
      </Typography>
      <MarkSheetExcel instanceId={instanceId} />
      {locked && (
        <TextField
          label="Reason for changing a mark"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError !== null}
          helperText={reasonError ?? 'The exam board has confirmed these results: a change is kept with its reason.'}
          size="small"
          fullWidth
          sx={{ mb: 1, maxWidth: 640 }}
        />
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      {assignments.length === 0 || rows.length === 0 ? (
        <Typography>
          {assignments.length === 0 ? 'This instance has no assignments yet.' : 'No students are placed on it.'}
        </Typography>
      ) : (
        <Box ref={table}>
          <ScrollTable
            caption={`Marking grid: ${rows.length} students`}
            minWidth={220 + assignments.length * (instance.doubleMarked ? 380 : 260)}
          >
            <TableHead>
              <TableRow>
                <TableCell scope="col">Student</TableCell>
                {assignments.map((a) => (
                  <TableCell key={a.id} scope="col">
                    {a.title} ({a.weight}%)
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
                      Due {formatDate(a.dueDate, fmt)}
                    </Box>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, r) => (
                <TableRow key={row.studentId}>
                  <TableCell component="th" scope="row">
                    {row.name}
                  </TableCell>
                  {assignments.map((assignment, a) => {
                    const cell = row.cells[a]!;
                    const v = valueOf(r, a)!;
                    return (
                      <TableCell key={assignment.id} sx={v.dirty ? { bgcolor: 'warning.light' } : undefined}>
                        <MarkCell
                          position={`${r}:${a}`}
                          title={assignment.title}
                          student={row.name}
                          value={v}
                          late={cell.late}
                          lateTitle={`Due ${formatDate(cell.dueDate, fmt)}`}
                          doubleMarked={instance.doubleMarked}
                          firstMarker={cell.firstMarker}
                          secondMarker={cell.secondMarker}
                          onEdit={(part) => edit(r, a, part)}
                          onLeave={() => saveCell(r, a)}
                          onKey={onKey(r, a)}
                          onPaste={onPaste(r, a)}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        </Box>
      )}
    </Box>
  );
}
