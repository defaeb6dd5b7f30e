import { describe, expect, it } from 'vitest';
import { HeadingRepair } from './heading-repair.js';

// The act's own words: seen three times or more, they count as known.
const act =
  'misdelivery Commission Commission Commission misdelivery misdelivery general general general';

describe('mending scan damage in section headings', () => {
  const repair = new HeadingRepair(act);

  it('keeps a clean heading as printed', () => {
    expect(repair.repair('Establishment of the Commission')).toBe(
      'Establishment of the Commission',
    );
  });

  it('joins a word broken by a stray space', () => {
    expect(repair.repair('Removal of unnec essary persons')).toBe('Removal of unnecessary persons');
  });

  it('mends letters read as digits and words run together', () => {
    expect(repair.repair('Genei:al powers of the Commission')).toBe(
      'General powers of the Commission',
    );
    expect(repair.repair('Powers ofthe Commission')).toBe('Powers of the Commission');
  });

  it('refuses a heading it cannot mend with confidence, rather than show damage', () => {
    expect(repair.repair('Qxzvtr of the Commission')).toBeUndefined();
    expect(repair.repair('Functions of the National Indus-')).toBeUndefined();
  });

  it('mends words of a statute line and leaves paragraph letters apart', () => {
    const police = new HeadingRepair('arrest arrest arrest police police police suspect');
    expect(police.repair('Apolice officer may arr\uFFFDst a suspect')).toBe(
      'A police officer may arrest a suspect',
    );
    expect(police.repair('(c) an officer ofthe police')).toBe('(c) an officer of the police');
  });
});
