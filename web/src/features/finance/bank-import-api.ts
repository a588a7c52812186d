import type {
  BankAccountsView,
  BankConfirmInput,
  BankConfirmView,
  BankDryRunInput,
  BankDryRunView,
} from '@collegium/domain/bank-statement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Issue 14, Finance > Bank import: GET {api}/finance/bank-statements/accounts (the accounts and
// their kept column mappings), POST {api}/finance/bank-statements/dry-run (reads and matches, records
// nothing) and POST {api}/finance/bank-statements (records the accepted lines, all or none).

const ACCOUNTS_KEY = ['finance', 'bank-accounts'] as const;

export function useBankAccounts() {
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<BankAccountsView>('finance/bank-statements/accounts', { signal })).data.items,
  });
}

export function useBankDryRun() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: BankDryRunInput) =>
      (await api.post<BankDryRunView>('finance/bank-statements/dry-run', input)).data,
  });
}

export function useConfirmBankStatement() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: BankConfirmInput) =>
      (await api.post<BankConfirmView>('finance/bank-statements', input)).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      void client.invalidateQueries({ queryKey: ['finance'] });
    },
  });
}
