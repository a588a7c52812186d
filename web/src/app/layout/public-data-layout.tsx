import { ServerState } from '../server-state.tsx';
import { PublicLayout } from './public-layout.tsx';

/** The frame of the signed-out pages that call the API (registration, references, status…), with server state. */
export function PublicDataLayout() {
  return (
    <ServerState>
      <PublicLayout />
    </ServerState>
  );
}
