import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp({ LOGIN_RATE_LIMIT: '3' });

describe('rate limit on POST /auth/login', () => {
  it('answers 429 in the error shape past the limit per minute', async () => {
    const attempt = () =>
      app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'someone@test.college', password: 'guess' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).not.toBe(429);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    // Other calls are not limited.
    expect((await app.inject({ method: 'GET', url: '/auth/account' })).statusCode).toBe(404);
  });
});
