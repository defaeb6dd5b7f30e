/** Every route of spec §2, in one place. */
export const paths = {
  index: '/',
  home: '/home',
  login: '/login',
  signup: '/signup',
  adminDashboard: '/admin/dashboard',
  liveVotes: '/user/dashboard/vote',
  livePolls: '/user/dashboard/poll',
  /** The polls a citizen took part in, and the recently closed ones (added). */
  myBallots: '/user/ballots',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  chat: '/chat',
  redirection: '/redirection',
  verification: '/verification',
  privacyPolicy: '/privacy-policy',
  error: '/error',
  profile: '/user/profile',
  /** Everything held about the citizen, and its download (added). */
  yourData: '/user/data',
  read: (act: ActPageSlug) => `/read/${act}`,
  citizensEngagement: '/citizens-engagement',
  factChecker: '/fact-checker',
  pollReceipts: (id: number) => `/polls/${id}/receipts`,
  laws: '/laws',
  /** The law reader; a section is the hash #s-{number} (lawSectionAnchor in the contracts). */
  lawReader: (act: string) => `/laws/${encodeURIComponent(act)}`,
} as const;

export const actPageSlugs = ['constitution', 'police-act', 'electoral-act', 'pia'] as const;
export type ActPageSlug = (typeof actPageSlugs)[number];
