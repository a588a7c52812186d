import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp({ LOGIN_RATE_LIMIT: '2' });

describe('rate limit on registration (like sign-in)', () => {
  it('answers 429 past LOGIN_RATE_LIMIT a minute', async () => {
    const attempt = () => app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'x@example.org' } });
    for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });
});
