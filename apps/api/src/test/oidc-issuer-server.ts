// Runs the local OpenID issuer for the end-to-end tests (Playwright starts it beside the app).
import { startSignInProviders } from './oidc-issuer.js';

const port = Number(process.env.OIDC_PORT ?? 4174);
await startSignInProviders(process.env.APP_URL ?? 'http://127.0.0.1:4173', port);
console.log(`oidc issuer listening on ${port}`);
