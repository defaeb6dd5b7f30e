import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown.js';

const act = `# Test Act, 2024 (Act No. 1 of 2024)

> Source: a made-up act in the corpus format. See PROVENANCE.md.

## Front matter and Arrangement of Sections

ARRANGEMENT OF SECTIONS
1. Short title.

### Act Section 1: Short title

This Act may be cited as the Test Act.

## CHAPTER IV

Fundamental Rights

### Section 16: Economic objectives

(1) The State shall harness the resources of the nation.
Marginal note.

### Section 16A: Food security

(1) The State shall direct its policy towards ensuring food security.

## PART II — ESTABLISHMENT OF THE BOARD OF THE

COMMISSION

### Section 17

(1) There is established a Board.
(2) The Board shall consist of—
(a) a Chairman; and
(b) one member from each State, appointed by the President on the recommendation of the Minister
[text incomplete in source]

### Section 18: Committees

[text incomplete in source]

## FIRST SCHEDULE

## PART I

States of the Federation

Abia, Adamawa, Akwa Ibom, Anambra, Bauchi, Bayelsa, Benue, Borno, Cross River, Delta, Ebonyi, Edo, Ekiti, Enugu, Gombe, Imo, Jigawa.

### Paragraph 1: Definition of Area Councils

The Area Councils are listed here.

### Paragraph 2

Another paragraph.

## SECOND SCHEDULE

> [Editorial note: only one paragraph of this schedule was recovered.]

### Paragraph 1: Presentation of Election Petition

(1) The presentation of an election petition shall be made in person.
`;

describe('parseMarkdown', () => {
  const parsed = parseMarkdown(act);
  const find = (kind: string, number: string) =>
    parsed.sections.find((s) => s.kind === kind && s.number === number);

  it('takes the title from the # line and keeps sections in printed order', () => {
    expect(parsed.title).toBe('Test Act, 2024 (Act No. 1 of 2024)');
    expect(parsed.sections.map((s) => `${s.kind}:${s.number}`)).toEqual([
      'act_section:1',
      'section:16',
      'section:16A',
      'section:17',
      'section:18',
      'schedule:First Schedule, Part I',
      'schedule:First Schedule, Paragraph 1',
      'schedule:First Schedule, Paragraph 2',
      'schedule:Second Schedule, Paragraph 1',
    ]);
  });

  it('keeps the number and heading as printed, inserted numbers included', () => {
    expect(find('section', '16A')).toMatchObject({
      heading: 'Food security',
      body: '(1) The State shall direct its policy towards ensuring food security.',
      incomplete: false,
    });
    // Marginal notes stay in the body; a heading may be empty.
    expect(find('section', '16')?.body).toContain('Marginal note.');
    expect(find('section', '17')?.heading).toBe('');
  });

  it('marks "Act Section N" as an act section outside any part', () => {
    expect(find('act_section', '1')).toMatchObject({ heading: 'Short title', part: null });
  });

  it('sets the part from the nearest heading, completed by its printed title', () => {
    expect(find('section', '16')?.part).toBe('CHAPTER IV — Fundamental Rights');
    expect(find('section', '17')?.part).toBe(
      'PART II — ESTABLISHMENT OF THE BOARD OF THE COMMISSION',
    );
    expect(find('schedule', 'First Schedule, Paragraph 1')?.part).toBe(
      'First Schedule, PART I — States of the Federation',
    );
  });

  it('flags incomplete sections and never keeps the marker in the text', () => {
    const s17 = find('section', '17');
    expect(s17?.incomplete).toBe(true);
    expect(s17?.body).toContain('(b) one member from each State');
    expect(s17?.body).not.toContain('text incomplete');
    expect(find('section', '18')).toMatchObject({ incomplete: true, body: '' });
    expect(parsed.sections.filter((s) => s.incomplete)).toHaveLength(2);
  });

  it('numbers schedule items uniquely by schedule and keeps schedule text without items', () => {
    expect(find('schedule', 'First Schedule, Paragraph 1')?.heading).toBe(
      'Definition of Area Councils',
    );
    expect(find('schedule', 'First Schedule, Part I')?.body).toContain('Abia, Adamawa');
    // The editorial note is not law: it is dropped.
    expect(parsed.sections.some((s) => s.body.includes('Editorial note'))).toBe(false);
  });

  it('numbers the items of a single unnamed schedule "Paragraph N"', () => {
    const single = parseMarkdown(
      '# A\n\n## PART I\n\n### Section 1\n\nText.\n\n## SCHEDULE\n\n### Paragraph 3: Oath\n\nI swear.\n',
    );
    expect(single.sections.map((s) => s.number)).toEqual(['1', 'Paragraph 3']);
  });

  it('keeps text that follows a heading placed inside a running section', () => {
    const split = parseMarkdown(
      `# A\n\n### Section 1\n\n(1) First.\n\n## CHAPTER 2—DEBENTURES\n\nCREATION OF DEBENTURES\n(2) ${'Continued text of section one. '.repeat(6)}\n\n### Section 2\n\nNext.\n`,
    );
    expect(split.sections[0]?.body).toContain('(2) Continued text of section one.');
    expect(split.sections[1]?.part).toBe('CHAPTER 2—DEBENTURES');
  });

  it('treats the sections of a code set out in a schedule as sections', () => {
    const code = parseMarkdown(
      '# Criminal Code Act\n\n## Front matter\n\n### Act Section 2: The Criminal Code\n\nSet out in the Schedule.\n\n## SCHEDULE\n\n## CHAPTER 1\n\nInterpretation\n\n### Section 1: Interpretation\n\nIn this Code…\n',
    );
    expect(code.sections.map((s) => [s.kind, s.number, s.part])).toEqual([
      ['act_section', '2', null],
      ['section', '1', 'CHAPTER 1 — Interpretation'],
    ]);
  });
});
