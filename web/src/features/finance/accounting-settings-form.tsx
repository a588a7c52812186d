import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountingSettings } from '@collegium/domain/accounting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, isApiError } from '../../lib/api-client.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useLookupChoices, withHeld } from '../../lib/lookups.ts';

// The accounting connection's accounts (issue 14), on Finance > Validation: the sales and bank
// account codes are chosen from System data's account codes (issue 15; the server checks the
// same list, a 422 shown next to the field), the tax type typed.

export const ACCOUNTING_KEY = ['finance', 'accounting'];

export function SettingsForm({ settings, provider }: { settings: AccountingSettings; provider: string }) {
  const client = useQueryClient();
  const [values, setValues] = useState(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: async () => (await api.put<AccountingSettings>('finance/accounting/settings', values)).data,
    onSuccess: async () => {
      setErrors({});
      await client.invalidateQueries({ queryKey: ACCOUNTING_KEY });
    },
    onError: (e) => {
      const details =
        isApiError(e) && Array.isArray(e.body?.details) ? (e.body.details as { param: string; message: string }[]) : [];
      if (details.length > 0) setErrors(Object.fromEntries(details.map((d) => [d.param, d.message])));
      else handleApiError(e);
    },
  });
  // The account codes are System data (Administration → System data → Account codes).
  const codes = useLookupChoices('account-codes').data?.values ?? [];
  const field = (name: keyof AccountingSettings, label: string, choices?: readonly string[]) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={errors[name]}
      size="small"
      select={choices !== undefined}
    >
      {choices?.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="form"
      aria-labelledby="accounting-settings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Typography id="accounting-settings" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {provider} accounts
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        {field('salesAccountCode', 'Sales account code', withHeld(codes, settings.salesAccountCode))}
        {field('taxType', 'Tax type')}
        {field('bankAccountCode', 'Bank account code', withHeld(codes, settings.bankAccountCode))}
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          Save accounts
        </Button>
      </Box>
      {save.isSuccess && (
        <Typography role="status" color="success.dark" sx={{ mt: 1 }}>
          Saved. Documents sent from now on use these accounts.
        </Typography>
      )}
    </Box>
  );
}
