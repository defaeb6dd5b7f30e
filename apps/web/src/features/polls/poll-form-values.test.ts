import { describe, expect, it } from 'vitest';
import {
  defaultValues,
  duplicateTitles,
  emptyOption,
  endsBeforeStart,
  isComplete,
  toPayload,
} from './poll-form-values';

describe('poll form values of spec §5', () => {
  it('starts as a draft poll with one empty option', () => {
    const values = defaultValues();
    expect(values.status).toBe('draft');
    expect(values.type).toBe('poll');
    expect(values.options).toHaveLength(1);
    expect(isComplete(values)).toBe(false);
  });

  it('is complete with a title, both dates and every option title', () => {
    const values = {
      ...defaultValues(),
      title: 'Budget priorities',
      start: '2026-06-01T09:00',
      end: '2026-06-08T09:00',
      options: [{ ...emptyOption(), title: 'Roads' }],
    };
    expect(isComplete(values)).toBe(true);
    expect(isComplete({ ...values, options: [...values.options, emptyOption()] })).toBe(false);
  });

  it('sends dates as UK day-first UTC text', () => {
    const values = {
      ...defaultValues(),
      title: ' Budget ',
      start: '2026-06-01T09:00',
      end: '2026-06-08T09:00',
      options: [{ ...emptyOption(), title: 'Roads' }],
    };
    const payload = toPayload(values);
    expect(payload.title).toBe('Budget');
    expect(payload.start_date).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}:\d{2}$/);
    expect(payload.options).toEqual([{ title: 'Roads', description: '', image_path: null }]);
  });

  it('notices an end before the start and repeated option titles', () => {
    expect(endsBeforeStart({ start: '2026-06-02T09:00', end: '2026-06-01T09:00' })).toBe(true);
    const options = [
      { ...emptyOption(), title: 'Yes' },
      { ...emptyOption(), title: 'yes ' },
    ];
    expect(duplicateTitles(options)).toEqual(new Set(['yes']));
  });
});
