import {
  formatPollDate,
  type Poll,
  type PollPayload,
  type ResultsVisibility,
} from '@civicng/contracts';

export type FormStatus = 'draft' | 'active' | 'expired';

export interface OptionDraft {
  /** Stable React key while options are added and removed. */
  key: string;
  title: string;
  description: string;
  image_path: string | null;
}

export interface PollFormValues {
  title: string;
  description: string;
  /** `<input type="datetime-local">` values, in the admin's own time zone. */
  start: string;
  end: string;
  status: FormStatus;
  type: Poll['type'];
  allow_multiple_votes: boolean;
  results_visibility: ResultsVisibility;
  options: OptionDraft[];
}

let optionCount = 0;

export function emptyOption(): OptionDraft {
  optionCount += 1;
  return { key: `option-${optionCount}`, title: '', description: '', image_path: null };
}

/** Spec §4 and §9: a new poll is a draft poll with one empty option. */
export function defaultValues(): PollFormValues {
  return {
    title: '',
    description: '',
    start: '',
    end: '',
    status: 'draft',
    type: 'poll',
    allow_multiple_votes: false,
    results_visibility: 'after_vote',
    options: [emptyOption()],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in this device's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function valuesFromPoll(poll: Poll): PollFormValues {
  return {
    title: poll.title,
    description: poll.description,
    start: toLocalInput(poll.start_time),
    end: toLocalInput(poll.end_time),
    status: poll.status === 'closed' ? 'expired' : poll.status,
    type: poll.type,
    allow_multiple_votes: poll.allow_multiple_votes,
    results_visibility: poll.results_visibility,
    options: poll.options.map((o) => ({
      ...emptyOption(),
      title: o.title,
      description: o.description,
      image_path: o.image_path,
    })),
  };
}

/** Spec §5: submit stays disabled until the title, both dates and every option title exist. */
export function isComplete(values: PollFormValues): boolean {
  return (
    values.title.trim() !== '' &&
    values.start !== '' &&
    values.end !== '' &&
    values.options.length > 0 &&
    values.options.every((o) => o.title.trim() !== '')
  );
}

export function endsBeforeStart(values: Pick<PollFormValues, 'start' | 'end'>): boolean {
  if (!values.start || !values.end) return false;
  return new Date(values.end).getTime() <= new Date(values.start).getTime();
}

/** Lower-cased option titles used more than once (the server refuses them). */
export function duplicateTitles(options: readonly OptionDraft[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const option of options) {
    const title = option.title.trim().toLowerCase();
    if (!title) continue;
    if (seen.has(title)) repeated.add(title);
    seen.add(title);
  }
  return repeated;
}

/** Spec §9: dates travel as UK day-first text in UTC. */
export function toPayload(values: PollFormValues): PollPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    start_date: formatPollDate(new Date(values.start)),
    end_date: formatPollDate(new Date(values.end)),
    status: values.status,
    type: values.type,
    allow_multiple_votes: values.allow_multiple_votes,
    results_visibility: values.results_visibility,
    options: values.options.map((o) => ({
      title: o.title.trim(),
      description: o.description.trim(),
      image_path: o.image_path,
    })),
  };
}

/** Spec §4: Deactivate resaves the poll as it is, with status expired. */
export function deactivationPayload(poll: Poll): PollPayload {
  return {
    title: poll.title,
    description: poll.description,
    start_date: formatPollDate(new Date(poll.start_time)),
    end_date: formatPollDate(new Date(poll.end_time)),
    status: 'expired',
    type: poll.type,
    allow_multiple_votes: poll.allow_multiple_votes,
    results_visibility: poll.results_visibility,
    options: poll.options.map((o) => ({
      title: o.title,
      description: o.description,
      image_path: o.image_path,
    })),
  };
}
