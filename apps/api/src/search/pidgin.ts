/** Nigerian Pidgin words mapped to the English words statutes, claims and thesauri use. */
export const pidgin: Record<string, string> = {
  dem: 'they',
  wan: 'want',
  fit: 'can',
  dey: 'is',
  wey: 'who',
  wetin: 'what',
  na: 'is',
  pikin: 'child',
  pikins: 'children',
  sabi: 'know',
  abi: 'or',
  una: 'you',
  oya: '',
  sef: '',
  don: 'has',
  dun: 'has',
  comot: 'remove',
  waka: 'walk',
  owo: 'money',
  kudi: 'money',
  ego: 'money',
  imself: 'himself',
  hin: 'his',
  im: 'his',
  gbege: 'trouble',
  wahala: 'trouble',
  yarn: 'talk',
  tief: 'steal',
  thief: 'steal',
  chop: 'chop',
  am: 'it',
};

// Pidgin words that are not also everyday English words.
const markers = new Set([
  ...Object.keys(pidgin).filter((w) => !['am', 'thief', 'ego', 'yarn', 'chop'].includes(w)),
  'abeg',
  'shey',
  'sha',
  'dis',
  'dat',
  'nko',
  'ehn',
]);

/** The text uses a word only Nigerian Pidgin uses (wetin, dey, abeg…). */
export function isPidgin(text: string): boolean {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => markers.has(w));
}
