import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const oidcPort = port + 1;
export const baseURL = `http://127.0.0.1:${port}`;
/** The administrator the app creates on start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'admin@civicng.test', password: 'admin-password-e2e' };
// Every run starts from an empty embedded database and outbox, as a fresh clone would.
const varDir = process.env.E2E_VAR_DIR ?? mkdtempSync(path.join(tmpdir(), 'civicng-e2e-'));
process.env.E2E_VAR_DIR = varDir;
/**
 * The identity register the app looks NINs up in (support/accounts.ts adds each test's citizens).
 * Created empty if absent, never emptied: each worker loads this file again, mid-run.
 */
export const identityRegisterFile = path.join(varDir, 'identity-register.jsonl');
appendFileSync(identityRegisterFile, '');

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    {
      name: 'phone',
      // Phone width and touch, with a desktop browser's user agent: the app-scheme deep links that
      // a phone's user agent triggers need the native app, which these tests do not have.
      use: { viewport: { width: 375, height: 740 }, hasTouch: true, launchOptions: chromium },
    },
    {
      name: 'desktop',
      // At 1280 px, the stories whose screens change with the width: the navbar and footer, the
      // administrators' screens, the accessibility scan of every screen, the keyboard, sign-up
      // and the API docs. The other stories run the same code at either width and run once, at
      // 375 px (mobile first), which keeps the whole CI run near its 30 minutes on 2 cores.
      testMatch: [
        'admin-*.spec.ts',
        'app-runs-under-its-security-policy.spec.ts',
        'citizen-signs-up-and-verifies.spec.ts',
        'every-screen-is-accessible.spec.ts',
        'keyboard-only-citizen.spec.ts',
        'navbar-fits-one-line-on-desktop.spec.ts',
        'visitor-reads-public-pages.spec.ts',
      ],
      use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // A real OpenID provider standing in for Google's and Apple's issuers.
      command: 'npx tsx ../apps/api/src/test/oidc-issuer-server.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort), APP_URL: baseURL },
    },
    {
      command: 'node ../apps/api/dist/server.js',
      // Ready once the library is loaded and both search indexes are built (first start).
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        VAR_DIR: varDir,
        IDENTITY_REGISTER_FILE: identityRegisterFile,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        CONTACT_EMAIL: 'privacy@civicng.test',
        // Every story signs up from 127.0.0.1: generous limits, still enforced.
        RATE_LIMITS:
          'signup=500/1h,login=500/1m,login_account=100/15m,code_send=500/1h,code_send_account=50/1h,data_export=50/1h',
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        GOOGLE_CLIENT_ID: 'civicng-google',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        APPLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        APPLE_CLIENT_ID: 'civicng-apple',
        APPLE_CLIENT_SECRET: 'apple-secret',
      },
    },
  ],
});
