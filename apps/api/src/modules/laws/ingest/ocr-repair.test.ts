import { describe, expect, it } from 'vitest';
import { joinHyphenation, joinSplitWords, removeRunningHeaders, repairText } from './ocr-repair.js';

describe('joinHyphenation', () => {
  it('joins a word hyphenated across a line break when the joined word is used elsewhere', () => {
    const text = 'Except as pro- \nvided in this Act.\nAs provided by law.';
    const { text: out, repairs } = joinHyphenation(text);
    expect(out).toBe('Except as provided\nin this Act.\nAs provided by law.');
    expect(repairs).toEqual([{ kind: 'hyphenation', from: 'pro- \nvided', to: 'provided' }]);
  });

  it('joins an English word the act does not repeat when its first part is no word', () => {
    expect(joinHyphenation('for the Administra-\ntion of this Act').text).toBe(
      'for the Administration\nof this Act',
    );
    // "Commence" and "ment" are both words: without the act using "Commencement", left alone.
    expect(joinHyphenation('the Commence-\nment of this Act').text).toBe(
      'the Commence-\nment of this Act',
    );
  });

  it('keeps compounds whose hyphen is the usual spelling', () => {
    const text = 'a majority of two-\nthirds of all the members; a two-thirds majority';
    expect(joinHyphenation(text).text).toBe(text);
    // "well" is a word of its own: "well-\nbeing" is not taken for a broken word.
    expect(joinHyphenation('the well-\nbeing of citizens').text).toBe(
      'the well-\nbeing of citizens',
    );
    // Not followed by a lower-case word: a dash before a list or a name, left alone.
    expect(joinHyphenation('shall-\n(a) do\nVice-\nPresident').text).toBe(
      'shall-\n(a) do\nVice-\nPresident',
    );
  });
});

describe('joinSplitWords', () => {
  const context = 'The Commission shall protect the rights of its members.\n';

  it('puts back words broken by stray spaces when the word is attested in the act', () => {
    const { text, repairs } = joinSplitWords(
      `${context}The Com mission shall respect "ri gh ts", i ts rules.`,
    );
    expect(text).toBe(`${context}The Commission shall respect "rights", its rules.`);
    expect(repairs.map((r) => r.to)).toEqual(['Commission', '"rights",', 'its']);
  });

  it('never joins words that stand on their own, or a word the act does not use', () => {
    const text =
      'Every one shall go in to the hall; a rise in fees. The Com mittee met.\nAny one may, with in reason, act.';
    // "Committee" appears nowhere else; "everyone", "into", "arise", "within" are not needed.
    expect(joinSplitWords(`${text}\neveryone into arise within`).text).toBe(
      `${text}\neveryone into arise within`,
    );
  });

  it('leaves labels such as "PART E" and words OCR ran together', () => {
    const text = 'ex parte\nPART E—BUSINESS NAMES\nthe ofthe Nigeria THE NIGERIA thenigeria';
    expect(joinSplitWords(text).text).toBe(text);
  });
});

describe('removeRunningHeaders', () => {
  it('drops a page number with a recurring header, and nothing else', () => {
    const header = (n: number) => `${n}\tThe Constitution of the Federal Republic of Nigeria`;
    const pages = [1, 2, 3, 4, 5].map((n) => `${header(n)}\ntext of page ${n} in section 2`);
    const { text, repairs } = removeRunningHeaders(pages.join('\n'));
    expect(text).toBe([1, 2, 3, 4, 5].map((n) => `text of page ${n} in section 2`).join('\n'));
    expect(repairs).toHaveLength(5);
  });

  it('keeps a sentence that ends with a number, however often it recurs', () => {
    const line = 'Terms used in this Part shall be construed as defined in section 2';
    const text = Array.from({ length: 6 }, () => line).join('\n');
    expect(removeRunningHeaders(text).text).toBe(text);
  });
});

describe('repairText', () => {
  it('changes letters only where they were broken apart', () => {
    const source =
      'The Commission.\nThe Com mission may pro- \nvide rules; the Commission shall provide.';
    const repaired = repairText(source).text;
    const letters = (s: string) => s.replace(/[^\p{L}]/gu, '');
    expect(letters(repaired)).toBe(letters(source));
    expect(repaired).toBe(
      'The Commission.\nThe Commission may provide\nrules; the Commission shall provide.',
    );
  });
});
