import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID Connect provider in-process for the single sign-on tests. Its interaction step
// (where a person would type their work password) signs in the account the test chose.

export interface TestIssuer {
  url: string;
  /** The work account the next interaction signs in as. */
  signInAs(account: { sub: string; email: string }): void;
  close(): Promise<void>;
}

export async function startTestIssuer(client: {
  id: string;
  secret: string;
  redirectUri: string;
}): Promise<TestIssuer> {
  let next = { sub: 'nobody', email: 'nobody@example.org' };
  const accounts = new Map<string, { sub: string; email: string }>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(url, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-for-the-issuer'] },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email: account.email, email_verified: true }) };
    },
  });

  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      try {
        const details = await provider.interactionDetails(req, res);
        accounts.set(next.sub, next);
        const grant = new provider.Grant({ accountId: next.sub, clientId: String(details.params.client_id) });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: next.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
      return;
    }
    provider.callback()(req, res);
  });

  return {
    url,
    signInAs(account) {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
