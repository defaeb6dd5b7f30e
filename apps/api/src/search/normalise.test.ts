import { describe, expect, it } from 'vitest';
import { QueryNormaliser } from './normalise.js';

// A corpus of everyday English, as fact-check claims are written.
const claims = new Map([
  ['whatsapp', 40],
  ['scam', 25],
  ['grant', 12],
  ['police', 30],
]);

describe('a question in another language, put in the searched corpus words', () => {
  it('keeps a word the corpus itself uses instead of the statutes’ word for it', () => {
    const forClaims = new QueryNormaliser(claims, new Set(), { keepCorpusWords: true });
    expect(forClaims.normalise('Dem dey share grant for WhatsApp?')).toContain('whatsapp');
    // Statutes have no WhatsApp: for them the glossary's words stand in.
    const forStatutes = new QueryNormaliser(new Map([['internet', 9]]), new Set());
    expect(forStatutes.normalise('Dem dey share grant for WhatsApp?')).not.toContain('whatsapp');
  });

  it('still drops the language’s function words', () => {
    const forClaims = new QueryNormaliser(new Map([...claims, ['dey', 3], ['na', 7]]), new Set(), {
      keepCorpusWords: true,
    });
    const words = forClaims.normalise('Na scam, police dey find dem').split(' ');
    expect(words).toContain('scam');
    expect(words).not.toContain('dey');
  });
});

describe('words mended by guess', () => {
  const store = new Map([
    ['plot', 30],
    ['tinubu', 40],
    ['police', 30],
  ]);
  const normaliser = new QueryNormaliser(store, new Set(), { fuzzy: true });

  it('tells a word only guessed by shared trigrams from a one-edit repair', () => {
    expect(normaliser.read('xqzv plorf')).toEqual({ text: 'xqzv plot', guessed: ['plot'] });
    expect(normaliser.read('tinibu police')).toEqual({ text: 'tinubu police', guessed: [] });
  });
});
