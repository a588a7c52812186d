import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context.ts';
import { normaliseEmail, recordSignIn, ssoAccount } from './login.ts';
import { cookiesSecure, setSessionCookie } from './session-cookie.ts';

// Work-account single sign-on over OpenID Connect (authorization code + PKCE). The browser goes
// to /auth/<provider>; the provider sends it back to /auth/<provider>/callback. A failure is
// handed to the login page in a short-lived readable cookie (spec 2.1) and never as a 500.

export const SSO_ERROR_COOKIE = 'collegium_sso_error';
const FLOW_COOKIE = 'collegium_sso_flow';

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
}

class SsoFailure extends Error {}

export function ssoRoutes(ctx: AppContext) {
  const provider = ctx.config.sso;
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    if (!provider) throw new SsoFailure('Single sign-on is not configured.');
    discovered ??= oidc
      .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        // Only a test issuer runs over plain HTTP; a real one is HTTPS.
        ...(provider.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  function origin(request: FastifyRequest): string {
    return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  }

  function callbackUrl(request: FastifyRequest): string {
    return `${origin(request)}/auth/${provider?.key}/callback`;
  }

  function fail(request: FastifyRequest, reply: FastifyReply, message: string) {
    reply.clearCookie(FLOW_COOKIE, { path: '/auth' });
    // @fastify/cookie URI-encodes the value itself; encoding it here as well made the login page
    // show "%20" for every space (issue 11).
    reply.setCookie(SSO_ERROR_COOKIE, message, {
      path: '/',
      sameSite: 'lax',
      secure: cookiesSecure(request, ctx.config.publicUrl),
      maxAge: 300,
    });
    return reply.redirect(`${ctx.config.baseUrl}pages/login`);
  }

  return async function register(app: FastifyInstance) {
    app.get<{ Params: { provider: string } }>(
      '/auth/:provider',
      { config: { access: { public: true } } },
      async (request, reply) => {
        if (!provider || request.params.provider !== provider.key) {
          return fail(request, reply, 'That sign-in provider is not set up here.');
        }
        try {
          const config = await configuration();
          const flow: Flow = {
            state: oidc.randomState(),
            nonce: oidc.randomNonce(),
            verifier: oidc.randomPKCECodeVerifier(),
          };
          reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
            path: '/auth',
            httpOnly: true,
            sameSite: 'lax',
            secure: cookiesSecure(request, ctx.config.publicUrl),
            signed: true,
            maxAge: 600,
          });
          const url = oidc.buildAuthorizationUrl(config, {
            redirect_uri: callbackUrl(request),
            scope: 'openid email profile',
            state: flow.state,
            nonce: flow.nonce,
            code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
            code_challenge_method: 'S256',
          });
          return reply.redirect(url.href);
        } catch (error) {
          request.log.warn({ err: error }, 'single sign-on could not start');
          return fail(
            request,
            reply,
            `${provider.name} sign-in is not available right now. Please try again or use your password.`,
          );
        }
      },
    );

    app.get<{ Params: { provider: string } }>(
      '/auth/:provider/callback',
      { config: { access: { public: true } } },
      async (request, reply) => {
        if (!provider || request.params.provider !== provider.key) {
          return fail(request, reply, 'That sign-in provider is not set up here.');
        }
        try {
          const raw = request.cookies[FLOW_COOKIE];
          const unsigned = raw ? request.unsignCookie(raw) : null;
          if (!unsigned?.valid || !unsigned.value)
            throw new SsoFailure('The sign-in took too long or was started elsewhere. Please try again.');
          const flow = JSON.parse(unsigned.value) as Flow;
          const config = await configuration();
          const current = new URL(request.url, origin(request));
          const tokens = await oidc.authorizationCodeGrant(config, current, {
            pkceCodeVerifier: flow.verifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          const claims = tokens.claims();
          if (!claims) throw new SsoFailure('The sign-in provider did not say who you are.');
          const subject = `${claims.iss}|${claims.sub}`;
          const claimedEmail =
            typeof claims.email === 'string'
              ? claims.email
              : typeof claims.preferred_username === 'string'
                ? claims.preferred_username
                : '';
          const email = normaliseEmail(claimedEmail);
          const user = await ssoAccount(ctx.db, subject, email);
          if (!user)
            throw new SsoFailure(
              `No account here uses ${email || 'that work account'}. Please ask the registry to set one up.`,
            );
          if (user.sso_subject && user.sso_subject !== subject)
            throw new SsoFailure('That account is linked to a different work account.');
          if (!user.active) throw new SsoFailure('This account has been disabled. Please contact the registry.');
          await recordSignIn(ctx.db, user.id, request.ip, { action: 'login.sso', ssoSubject: subject });
          const id = await ctx.sessions.create({
            userId: user.id,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          });
          setSessionCookie(request, reply, id, ctx.config.sessionIdleMinutes * 60, ctx.config.publicUrl);
          reply.clearCookie(FLOW_COOKIE, { path: '/auth' });
          return reply.redirect(ctx.config.baseUrl);
        } catch (error) {
          if (error instanceof SsoFailure) return fail(request, reply, error.message);
          request.log.warn({ err: error }, 'single sign-on failed');
          return fail(
            request,
            reply,
            `${provider.name} sign-in did not complete. Please try again or use your password.`,
          );
        }
      },
    );
  };
}
