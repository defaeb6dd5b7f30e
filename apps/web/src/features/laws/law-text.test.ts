import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { groupByPart, paragraphsOf, sectionLabel, splitTitle } from './law-text';

describe('paragraphsOf', () => {
  it('joins printed lines into paragraphs at subsections, list marks and sentence ends', () => {
    const body = [
      '(1) Every person has a right to life, and no one shall be deprived',
      'intentionally of his life, save in execution of the sentence of a court.',
      'Right to life.',
      '(2) A person shall not be regarded as having been deprived of his',
      'life if he dies as a result of the use of force -',
      '(a) for the defence of any person; or',
      '(b) in order to effect a lawful arrest',
      '',
      'Cap. C23 LFN, 2004.',
    ].join('\n');
    expect(paragraphsOf(body)).toEqual([
      '(1) Every person has a right to life, and no one shall be deprived intentionally of his life, save in execution of the sentence of a court.',
      'Right to life.',
      '(2) A person shall not be regarded as having been deprived of his life if he dies as a result of the use of force -',
      '(a) for the defence of any person; or',
      '(b) in order to effect a lawful arrest',
      'Cap. C23 LFN, 2004.',
    ]);
  });

  it('keeps every word', () => {
    const body = 'a b\nc (d)\n(e) f.\ng';
    expect(paragraphsOf(body).join(' ').split(/\s+/)).toEqual(body.split(/\s+/));
  });
});

describe('the reader helpers', () => {
  it('splits a title from its bracketed notes', () => {
    expect(splitTitle('Electoral Act, 2022 (Act No. 13 of 2022)')).toEqual({
      main: 'Electoral Act, 2022',
      note: '(Act No. 13 of 2022)',
    });
    expect(splitTitle('Evidence Act')).toEqual({ main: 'Evidence Act', note: '' });
    expect(splitTitle('Cybercrimes (Prohibition, Prevention, etc.) Act, 2015').main).toBe(
      'Cybercrimes (Prohibition, Prevention, etc.) Act, 2015',
    );
    expect(
      splitTitle(
        'Economic and Financial Crimes Commission (Establishment, etc.) Act, 2004 (Cap. E1, LFN 2004)',
      ),
    ).toEqual({
      main: 'Economic and Financial Crimes Commission (Establishment, etc.) Act, 2004',
      note: '(Cap. E1, LFN 2004)',
    });
  });

  it('groups consecutive sections by part and names them for citation', () => {
    const s = (number: string, part: string | null) => ({
      number,
      part,
      kind: 'section' as const,
      heading: '',
      body: '',
      incomplete: false,
      plain_words: null,
      plain_words_in: {},
      questions: [],
      note_stale: false,
    });
    const groups = groupByPart([
      s('1', null),
      s('2', 'PART I'),
      s('3', 'PART I'),
      s('4', 'PART II'),
    ]);
    expect(groups.map((g) => [g.part, g.sections.map((x) => x.number)])).toEqual([
      [null, ['1']],
      ['PART I', ['2', '3']],
      ['PART II', ['4']],
    ]);
    expect(sectionLabel({ kind: 'section', number: '16A' }, i18next.t)).toBe('s. 16A');
    expect(sectionLabel({ kind: 'act_section', number: '1' }, i18next.t)).toBe('Act s. 1');
    expect(
      sectionLabel({ kind: 'schedule', number: 'First Schedule, Paragraph 3' }, i18next.t),
    ).toBe('First Schedule, Paragraph 3');
  });
});
