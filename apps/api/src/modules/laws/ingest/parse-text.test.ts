import { describe, expect, it } from 'vitest';
import { parseText } from './parse-text.js';

const gazette = `ELECTORAL ACT, 2022
ARRANGEMENT OF SECTIONS
PART I—ESTABLISHMENT AND FUNCTIONS
1. Establishment of the Commission.
2. Functions of the Commission.
3. Fund of the Commission.
3A. Inserted section.
4. Expenditure.

ELECTORAL ACT, 2022
An Act to repeal the Electoral Act No. 6, 2010.
[25th February, 2022] Commencement.
PART I—ESTABLISHMENT AND FUNCTIONS OF THE COMMISSION
1. (1) The Independent National Electoral Commission —
(a) is a body corporate with perpetual succession; and
(b) may sue and be sued in its corporate name.
(2) The headquarters shall be in the Federal Capital Territory.
2.—In addition to its other functions, the Commission shall have power to —
1. conduct voter and civic education;
2. promote knowledge of sound democratic election processes.
3. (1) There is established the Independent National Electoral Commission Fund.
(2) There shall be paid into the Fund such sums as may be appropriated.
3A. The Fund shall be audited every year.
PART II
STAFF OF THE COMMISSION
4. The Commission may apply the proceeds of the Fund to —
(a) defray the cost of administration; and
(b) reimburse members for such expenses
[text incomplete in source]
SCHEDULE
Oath of office
I, ……………, do solemnly swear.
`;

describe('parseText', () => {
  const parsed = parseText(gazette);

  it('finds the sections of the body, not those of the arrangement or a numbered list', () => {
    expect(parsed.sections.map((s) => `${s.kind}:${s.number}`)).toEqual([
      'section:1',
      'section:2',
      'section:3',
      'section:3A',
      'section:4',
      'schedule:Schedule',
    ]);
  });

  it('takes headings from the arrangement of sections and the title from the text', () => {
    expect(parsed.title).toBe('Electoral Act, 2022');
    expect(parsed.sections.map((s) => s.heading)).toEqual([
      'Establishment of the Commission',
      'Functions of the Commission',
      'Fund of the Commission',
      'Inserted section',
      'Expenditure',
      '',
    ]);
  });

  it('keeps the text after the number, lists and subsections included', () => {
    const [s1, s2] = parsed.sections;
    expect(s1?.body).toMatch(/^\(1\) The Independent National Electoral Commission —\n\(a\)/);
    expect(s2?.body).toContain('1. conduct voter and civic education;');
    expect(s2?.body).toMatch(/^In addition to its other functions/);
  });

  it('sets parts from upper-case PART lines and removes them from the text', () => {
    const first = 'PART I—ESTABLISHMENT AND FUNCTIONS OF THE COMMISSION';
    expect(parsed.sections.map((s) => s.part)).toEqual([
      first,
      first,
      first,
      first,
      'PART II — STAFF OF THE COMMISSION',
      'Schedule',
    ]);
    expect(parsed.sections[3]?.body).toBe('The Fund shall be audited every year.');
  });

  it('flags the incomplete section without keeping the marker', () => {
    const s4 = parsed.sections[4];
    expect(s4?.incomplete).toBe(true);
    expect(s4?.body).not.toContain('[text incomplete');
    expect(s4?.body).toContain('(b) reimburse members for such expenses');
    expect(parsed.sections[5]?.body).toContain('do solemnly swear');
  });

  it('reads the "33. Title.—Text" form and prefers a given title', () => {
    const act = parseText(
      'Some Act\n1. Short title.—This Act may be cited as the Some Act.\n2. Interpretation.—In this Act—\n"Court" means the High Court.\n',
      { title: 'Some Act, 2001' },
    );
    expect(act.title).toBe('Some Act, 2001');
    expect(act.sections.map((s) => [s.number, s.heading, s.body])).toEqual([
      ['1', 'Short title', 'This Act may be cited as the Some Act.'],
      ['2', 'Interpretation', 'In this Act—\n"Court" means the High Court.'],
    ]);
  });

  it('finds nothing in text without numbered sections', () => {
    expect(parseText('A letter.\nNothing numbered here.').sections).toEqual([]);
  });
});
