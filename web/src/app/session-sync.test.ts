import { describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { toCurrentUser } from '../lib/session/current-user.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { userAnswer } from '../test/mock-fetch.ts';
import { clearDataOnUserChange } from './session-sync.ts';

describe('clearDataOnUserChange', () => {
  it("forgets one user's server data when another user (or nobody) takes over", () => {
    const stop = clearDataOnUserChange();
    useSessionStore.setState({ user: toCurrentUser(userAnswer({ id: 1 })) });
    queryClient.setQueryData(['dashboard', 'stats'], { people: 3 });
    useSessionStore.setState({ student: null }); // same user: data kept
    expect(queryClient.getQueryData(['dashboard', 'stats'])).toEqual({ people: 3 });
    useSessionStore.setState({ user: toCurrentUser(userAnswer({ id: 2 })) });
    expect(queryClient.getQueryData(['dashboard', 'stats'])).toBeUndefined();
    queryClient.setQueryData(['x'], 1);
    useSessionStore.setState({ user: null });
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    stop();
  });
});
