/**
 * Whether the tests that need an outside service (the test PostgreSQL, Redis) run: yes when it is
 * there; skipped when it is not, on a developer's machine; an error under CI=true, so that a CI
 * run cannot go green with those suites skipped.
 */
export function serviceAvailable(
  available: boolean,
  whatIsMissing: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!available && env.CI === 'true') throw new Error(`CI=true but ${whatIsMissing}`);
  return available;
}
