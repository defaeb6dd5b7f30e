/** Logging in and out: passwords, sessions, one-time links and the mails that carry them. What other rooms may use of it. */
export { listSessions, logOutOtherDevices } from './account-sessions.js';
export { deviceSummary } from './device-summary.js';
export { emailChangeMessages, requestEmailChange } from './email-change.js';
export { accountReclaimedEmail } from './emails.js';
export { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
export { authRoutes } from './routes.js';
