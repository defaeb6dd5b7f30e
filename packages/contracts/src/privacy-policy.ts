// No zod here: the sign-up screen reads the current version without the schema library.

/**
 * Every version of the privacy policy, newest last: the one place its version lives. Each change
 * is the key of a sentence in the web app's catalogues (static.privacy.changes.<key>), so the
 * policy page and the re-consent screen say in the reader's language what changed.
 */
export const privacyPolicyVersions = [
  { version: '2024-08-10', changes: ['first'] },
  {
    version: '2026-11-27',
    changes: ['rights', 'download', 'sessions', 'retention', 'adminReads', 'consent'],
  },
] as const;

export type PrivacyPolicyVersion = (typeof privacyPolicyVersions)[number];

/** The version a citizen must have accepted to use the app. */
export const currentPrivacyPolicy: PrivacyPolicyVersion =
  privacyPolicyVersions[privacyPolicyVersions.length - 1] ?? privacyPolicyVersions[0];
