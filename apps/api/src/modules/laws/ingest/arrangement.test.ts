import { describe, expect, it } from 'vitest';
import { arrangementTitles, frontMatterOf, titleFitsText } from './arrangement.js';

describe('titles from the Arrangement of Sections', () => {
  it('reads typeset "12. Title" lines, with a title carried over two lines', () => {
    const titles = arrangementTitles(`ARRANGEMENT OF SECTIONS
PART I—THE COMMISSION
1. Establishment of the Commission
2. Functions of the Commission and the powers of
   its Board
3. Tenure of office
AN ACT TO establish the Commission`);
    expect(titles.get('1')).toBe('Establishment of the Commission');
    expect(titles.get('2')).toBe('Functions of the Commission and the powers of its Board');
    expect(titles.get('3')).toBe('Tenure of office');
    expect(titles.size).toBe(3);
  });

  it('pairs a scanned run of numbers with its run of titles', () => {
    const titles = arrangementTitles(`ARRANGEMENT OF SECTIONS
SECTION
1.
2.
3.
Establishment of the Commission.
Functions of the Commission.
Powers of the Commission.
AN ACT TO repeal the Police Act`);
    expect([...titles]).toEqual([
      ['1', 'Establishment of the Commission'],
      ['2', 'Functions of the Commission'],
      ['3', 'Powers of the Commission'],
    ]);
  });

  it('reads only the front matter block of a markdown act', () => {
    const markdown = `# Test Act\n\n## Front matter and Arrangement of Sections\n\nARRANGEMENT OF SECTIONS\n1. Citation\n\n## PART I\n\n### Section 1: Citation\n`;
    expect(frontMatterOf(markdown)).toContain('1. Citation');
    expect(frontMatterOf(markdown)).not.toContain('### Section 1');
  });
});

describe('whether an arrangement title fits its section', () => {
  it('accepts a title whose words the text uses and refuses one shifted from another section', () => {
    const body =
      'A company may, by deed, empower any person as its attorney to execute deeds on its behalf.';
    expect(titleFitsText('Power of attorney', body)).toBe(true);
    expect(titleFitsText('Acts of officers or agents', body)).toBe(false);
  });
});
