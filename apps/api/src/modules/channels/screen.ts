/** Africa's Talking shows at most this many characters on one USSD screen, `CON `/`END ` included. */
export const screenLimit = 182;

/** Parts one SMS reply may take. */
export const smsMaxParts = 3;

export const con = (text: string) => fitScreen(`CON ${text}`);
export const end = (text: string) => fitScreen(`END ${text}`);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text's user-perceived characters: an emoji or a letter with its marks is one. */
const charactersOf = (text: string) => Array.from(graphemes.segment(text), (s) => s.segment);

/**
 * Cuts text to at most `length` UTF-16 units (what the gateway counts), at a character, never
 * inside one, ending with an ellipsis when something was cut.
 */
export function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  let cut = '';
  // Only the part that can fit is segmented; a character the slice cuts off ends past the room.
  for (const character of charactersOf(flat.slice(0, length + 1))) {
    if (cut.length + character.length > Math.max(0, length - 1)) break;
    cut += character;
  }
  return `${cut.trimEnd()}…`;
}

/** Screens the last guard had to cut: each is a text written too long for a phone. */
export const overlongScreens = { count: 0 };

/** The last guard: no screen is ever longer than the limit, even if a text is written too long. */
function fitScreen(text: string): string {
  if (text.length <= screenLimit) return text;
  overlongScreens.count += 1;
  return shorten(text, screenLimit);
}

/** An item of a list screen: its text, and a mark after it that is never cut ("(x)"). */
export type ListItem = string | { text: string; mark: string };

/**
 * A screen of a heading, numbered items and fixed lines (Back, More): the items' texts are
 * shortened evenly so the whole fits; the numbers, the marks and the fixed lines are never cut.
 */
export function listScreen(heading: string, items: ListItem[], fixed: string[] = []): string {
  const parts = items.map((item) =>
    typeof item === 'string'
      ? { text: item, mark: '' }
      : { text: item.text, mark: ` ${item.mark}` },
  );
  const numbered = (width: number) =>
    parts.map((item, i) => `${i + 1}. ${shorten(item.text, width)}${item.mark}`);
  const assemble = (width: number) => [heading, ...numbered(width), ...fixed].join('\n');
  let width = Math.max(...parts.map((i) => i.text.length), 1);
  // 'CON ' is four characters of the limit.
  while (width > 4 && assemble(width).length > screenLimit - 4) width -= 1;
  return assemble(width);
}

/** Every text named, each shortened evenly, joined by ", " within `room` characters. */
export function shortenEach(texts: string[], room: number): string {
  let width = Math.max(...texts.map((t) => t.length), 1);
  const join = (w: number) => texts.map((t) => shorten(t, w)).join(', ');
  while (width > 2 && join(width).length > room) width -= 1;
  return join(width);
}

/** An answer written in markdown, as a phone shows it: links as their words, no markup. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// Characters that GSM-7 sends in one septet; any other letter (ɗ, ẹ, ị) sends the message as
// UCS-2, which fits 70 characters in a single part and 67 in each part of a longer one.
const gsm7 = /^[A-Za-z0-9 \n\r@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

const partLengths = (text: string) => (gsm7.test(text) ? [160, 153] : [70, 67]);

/** SMS parts a text takes (what the provider bills and the phone joins). */
export function smsParts(text: string): number {
  const [single = 160, each = 153] = partLengths(text);
  return text.length <= single ? 1 : Math.ceil(text.length / each);
}

/** Typographic marks that would force UCS-2 on an English text, as their GSM-7 twins. */
const toGsm = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/…/g, '...');

/**
 * A reply of at most three SMS parts. A longer text ends with `more` (where to read the rest),
 * cut at a word so the parts stay readable.
 */
export function smsReply(text: string, more: string): string {
  const flat = toGsm(text.replace(/\n{2,}/g, '\n').trim());
  if (smsParts(flat) <= smsMaxParts) return flat;
  const tail = `... ${toGsm(more)}`;
  const room = (partLengths(flat + tail)[1] ?? 67) * smsMaxParts - tail.length;
  const cut = flat.slice(0, room);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), room - 20));
  return `${atWord.trimEnd()}${tail}`;
}
