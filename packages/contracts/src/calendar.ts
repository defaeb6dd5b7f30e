/** Whether YYYY-MM-DD names a day the calendar has (no 31 February, no month 13). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  // Not Date.UTC, which reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "2026-11-27 10:00:00" or ISO 8601 with a day and a time of day that exist. */
export function isCalendarDateTime(text: string): boolean {
  const match =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
      text,
    );
  if (!match) return false;
  const [day = '', hh, mm, ss = '0'] = match.slice(1);
  return isCalendarDay(day) && Number(hh) < 24 && Number(mm) < 60 && Number(ss) < 60;
}
