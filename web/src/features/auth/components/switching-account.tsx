import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { takePendingUser } from '../routes/login-as-loaders.ts';

/** A path inside the app, else '/'. */
function localPath(value: string | null): string {
  return value !== null && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** /switching-account: adopts the user the server switched to, then goes on (login-as-loaders.ts). */
export function SwitchingAccount() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = localPath(params.get('to'));
  useEffect(() => {
    const pending = takePendingUser();
    void (async () => {
      if (pending !== null) await useSessionStore.getState().adoptUser(pending.value);
      await navigate(to, { replace: true });
    })();
  }, [navigate, to]);
  return <PageLoading />;
}
