const timeZone = 'Africa/Lagos';

/** A calendar month in Lagos: its first day as stored in faqs.month, and the instants it spans. */
export interface LagosMonth {
  /** YYYY-MM-01 */
  month: string;
  start: Date;
  end: Date;
}

const yearMonth = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
const offsetName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });

/** Lagos's offset from UTC in minutes at an instant ("GMT+01:00" → 60). */
function offsetMinutes(at: Date): number {
  const name = offsetName.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant Lagos clocks show midnight starting the first day of this month. */
function startOf(year: number, month: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, 1);
  return new Date(utcMidnight - offsetMinutes(new Date(utcMidnight)) * 60_000);
}

export function monthOf(year: number, month: number): LagosMonth {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    month: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`,
    start: startOf(year, month),
    end: startOf(next.year, next.month),
  };
}

/** The Lagos month an instant falls in. */
export function lagosMonth(now: Date = new Date()): LagosMonth {
  const parts = yearMonth.formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return monthOf(year, month);
}

/** YYYY-MM as an administrator names a month, or undefined when it is not one. */
export function parseMonth(text: string): LagosMonth | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  const year = Number(match?.[1]);
  // Date.UTC reads years 0–99 as 1900–1999; no FAQ is older than 2000 anyway.
  return match && year >= 2000 && year <= 2100 ? monthOf(year, Number(match[2])) : undefined;
}
