import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useHesaMapping, useSaveMapping } from './hesa-api.ts';

// Issue 16, HESA > Mapping: each internal value the return needs and the HESA field and code it
// becomes. Registry (hesa:edit) changes a code; every change is audited. Values with no code are
// listed first as gaps: their students are left out of the export until they are mapped.

function CodeEditor({
  kind,
  internalValue,
  code,
  label,
}: {
  kind: string;
  internalValue: string;
  code: string;
  label: string;
}) {
  const save = useSaveMapping();
  const [value, setValue] = useState(code);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    save.mutate(
      { kind, internalValue, hesaCode: value },
      {
        onError: (e) => {
          const detail =
            isApiError(e) && Array.isArray(e.body?.details)
              ? (e.body.details as { param: string; message: string }[])[0]
              : undefined;
          setError(detail?.message ?? (e instanceof Error ? e.message : String(e)));
        },
      },
    );
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => (e.preventDefault(), submit())}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={`HESA code for ${label}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? undefined}
        sx={{ width: 150 }}
        slotProps={{ htmlInput: { maxLength: 10 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={save.isPending || value.trim() === '' || value === code}
        aria-label={`Save the code for ${label}`}
      >
        Save
      </Button>
    </Box>
  );
}

export function HesaMappingScreen() {
  const query = useHesaMapping();
  const data = query.data;
  const canEdit = data?.abilities.canEdit ?? false;
  const kindLabel = (kind: string) => data?.kinds.find((k) => k.kind === kind)?.label ?? kind;
  return (
    <>
      <PageHeader title="HESA mapping" subtitle="How each value the college records becomes a HESA field and code." />
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {data && (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 1000 }}>
          <Paper component="section" aria-labelledby="hesa-gaps" sx={{ p: 2 }}>
            <Typography id="hesa-gaps" component="h2" variant="h6" gutterBottom>
              {`Gaps (${data.gaps.length})`}
            </Typography>
            {data.gaps.length === 0 ? (
              <Typography color="text.secondary">Every value has a HESA code.</Typography>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Students holding these values are left out of the export until each has a code.
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                  {data.gaps.map((g) => (
                    <Box
                      component="li"
                      key={`${g.kind}:${g.internalValue}`}
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
                    >
                      <Typography sx={{ minWidth: 260 }}>
                        <strong>{`${g.label}: ${g.internalValue}`}</strong>
                        {` → ${g.hesaField}`}
                        {g.students > 0 ? ` (${g.students} student${g.students === 1 ? '' : 's'})` : ' (no students)'}
                      </Typography>
                      {canEdit && (
                        <CodeEditor
                          kind={g.kind}
                          internalValue={g.internalValue}
                          code=""
                          label={`${g.label} ${g.internalValue}`}
                        />
                      )}
                    </Box>
                  ))}
                </Box>
              </>
            )}
          </Paper>
          <Paper component="section" aria-labelledby="hesa-map" sx={{ p: 2 }}>
            <Typography id="hesa-map" component="h2" variant="h6" gutterBottom>
              Mapped values
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The students’ own HESA answers, nationality, domicile and qualification on entry are already HESA codes
              and are sent as they are unless mapped here.
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="hesa-map">
                <TableHead>
                  <TableRow>
                    <TableCell>What</TableCell>
                    <TableCell>Value</TableCell>
                    <TableCell>HESA field</TableCell>
                    <TableCell>HESA code</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{kindLabel(r.kind)}</TableCell>
                      <TableCell>{r.internalValue}</TableCell>
                      <TableCell>{r.hesaField}</TableCell>
                      <TableCell>
                        {canEdit ? (
                          <CodeEditor
                            kind={r.kind}
                            internalValue={r.internalValue}
                            code={r.hesaCode}
                            label={`${kindLabel(r.kind)} ${r.internalValue}`}
                          />
                        ) : (
                          r.hesaCode
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Paper>
        </Box>
      )}
    </>
  );
}
