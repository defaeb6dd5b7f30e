// Runs the local OpenID issuer for the end-to-end tests (Playwright starts it beside the app).
import { startOidcIssuer } from './oidc-issuer.js';

const port = Number(process.env.OIDC_PORT ?? 4174);
const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:4173';
await startOidcIssuer(port, [
  {
    clientId: 'civicng-google',
    clientSecret: 'google-secret',
    redirectUris: [`${appUrl}/api/auth/google/callback`],
  },
  {
    clientId: 'civicng-apple',
    clientSecret: 'apple-secret',
    redirectUris: [`${appUrl}/api/auth/apple/callback`],
  },
]);
console.log(`oidc issuer listening on ${port}`);
