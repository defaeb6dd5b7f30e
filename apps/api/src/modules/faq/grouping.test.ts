import { describe, expect, it } from 'vitest';
import { groupQuestions, isEnglish, representativeOf, similar, type Question } from './grouping.js';

const q = (userId: string, text: string, lexemes: string, topSection: number | null = null) => ({
  userId,
  text,
  lexemes: new Set(lexemes.split(' ').filter(Boolean)),
  topSection,
});

describe('similar', () => {
  it('joins questions sharing most of their content words', () => {
    expect(
      similar(
        q('a', '', 'polic arrest warrant without'),
        q('b', '', 'polic arrest person warrant without'),
      ),
    ).toBe(true);
  });

  it('joins looser wordings only when they reach the same law section', () => {
    const a = q('a', '', 'notic landlord give evict much', 13);
    const b = q('b', '', 'mani month notic landlord give year tenant', 13);
    expect(similar(a, b)).toBe(true);
    expect(similar(a, { ...b, topSection: 14 })).toBe(false);
    expect(similar(a, { ...b, topSection: null })).toBe(false);
  });

  it('keeps different topics apart even in the same section', () => {
    expect(similar(q('a', '', 'polic bail free', 62), q('b', '', 'polic arrest warrant', 62))).toBe(
      false,
    );
    expect(similar(q('a', '', ''), q('b', '', ''))).toBe(false);
  });
});

describe('groupQuestions', () => {
  const asked: Question[] = [
    q('u1', 'Can police arrest me without warrant?', 'polic arrest without warrant', 35),
    q('u2', 'Police fit arrest person without warrant?', 'polic arrest person without warrant', 35),
    q('u1', 'Is police bail free?', 'polic bail free', 62),
    q('u3', 'Can the police arrest someone without a warrant?', 'polic arrest without warrant', 35),
    q('u1', 'Can police arrest me without warrant?', 'polic arrest without warrant', 35),
    q('u4', 'Hello', ''),
  ];

  it('groups by meaning and counts distinct askers', () => {
    const groups = groupQuestions(asked);
    expect(groups.map((g) => [g.key, g.askers, g.questions.length])).toEqual([
      ['arrest polic warrant without', 3, 4],
      ['bail free polic', 1, 1],
    ]);
    expect(groups[0]?.topSection).toBe(35);
    expect(groups[0]?.signatures).toEqual([
      'arrest polic warrant without',
      'arrest person polic warrant without',
    ]);
  });

  it('keeps a group and its key when later questions arrive', () => {
    const later = [
      ...asked,
      q('u5', 'Police arrest without warrant legal?', 'polic arrest without warrant legal', 35),
      q('u6', 'Is bail free at the police station?', 'bail free polic station', 62),
    ];
    const groups = groupQuestions(later);
    expect(groups.map((g) => [g.key, g.askers])).toEqual([
      ['arrest polic warrant without', 4],
      ['bail free polic', 2],
    ]);
  });

  it('chooses an English wording shared most with the others as the representative', () => {
    expect(groupQuestions(asked)[0]?.representative).toBe('Can police arrest me without warrant?');
    expect(
      representativeOf([
        q('u1', 'police fit arrest person without warrant', 'polic arrest person without warrant'),
        q('u2', 'dem fit arrest person wey no get warrant', 'arrest person warrant'),
        q('u3', 'police fit arrest without', 'polic arrest without'),
      ]),
    ).toBe('Police fit arrest person without warrant?');
    expect(
      representativeOf([
        q('u1', 'My name is [removed], can police arrest me?', 'name polic arrest'),
        q('u2', 'Can police arrest me?', 'polic arrest'),
        q('u3', 'police fit arrest me?', 'polic arrest'),
      ]),
    ).toBe('Can police arrest me?');
    expect(
      representativeOf(
        [
          q('u1', 'Can police arrest me?', 'polic arrest', 35),
          q('u2', 'Can police arrest me without warrant?', 'polic arrest without warrant', 36),
          q('u3', 'Police fit arrest me?', 'polic arrest', 35),
        ],
        35,
      ),
    ).toBe('Can police arrest me?');
    expect(representativeOf([q('u1', 'police fit arrest me?', 'polic arrest', 35)], 35)).toBe(
      'Police fit arrest me?',
    );
  });
});

describe('isEnglish', () => {
  it.each([
    ['Can police arrest me without warrant?', true],
    ['I am a trader, am I to pay tax?', true],
    ['police fit arrest person without warrant?', false],
    ['Abeg wetin be my right?', false],
    ['Landlord wan comot me for house', false],
  ])('%j → %s', (text, english) => {
    expect(isEnglish(text)).toBe(english);
  });
});
