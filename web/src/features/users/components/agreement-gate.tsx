import { AGREEMENT_PATH } from '@collegium/domain/agreement-path';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useAgreement } from '../api/agreement.ts';

/**
 * spec 2.5 agreement, issue 15: a signed-in user with a policy to accept in its current version
 * is asked on the agreement page before going on, and brought back afterwards. Someone acting as
 * another user is not stopped: accepting is the person's own act.
 */
export function AgreementGate() {
  const user = useSessionStore((s) => s.user);
  const location = useLocation();
  const asking = user !== null && !user.overridingUser;
  const agreement = useAgreement(asking);
  if (!asking || location.pathname === AGREEMENT_PATH || (agreement.data?.pending.length ?? 0) === 0) return null;
  const back = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`${AGREEMENT_PATH}?redirect=${encodeURIComponent(back)}`} replace />;
}
