import { describe, expect, it } from 'vitest';
import type { IndexedSection } from '../retrieval/section-index.js';
import { checkCitations, CitationFilter, citationLink } from './citations.js';

function section(
  id: number,
  act: string,
  shortTitle: string,
  number: string,
  kind: IndexedSection['kind'] = 'section',
): IndexedSection {
  return {
    id,
    kind,
    act,
    actTitle: shortTitle,
    shortTitle,
    number,
    title: '',
    body: '',
    incomplete: false,
    plainWords: null,
    plainWordsIn: {},
    questions: [],
  };
}

const police36 = section(36, 'police-act', 'Police Act 2020', '36');
const liberty = section(135, 'constitution', 'Constitution', '35');
const parties = section(325, 'constitution', 'Constitution', '225A');
const retrieved = [police36, liberty, parties];

/** An answer as a model writes it: cited sections retrieved, not retrieved and made up. */
const answer = `[Police Act 2020, s. 36](/laws/police-act#s-36) says plainly: no.

The police may not arrest you in place of your brother [Police Act 2020, s. 36](/laws/police-act#s-36), and you must be told why you are held [Constitution, s. 35](/laws/constitution#s-35).
- Bail is in [Police Act 2020, s. 62](/laws/police-act#s-62) (not retrieved) and [Police Act 2020, s. 999](/laws/police-act#s-999) (no such section).
- A footnote [1] and a [bracket that never closes
- Read the [whole Constitution](/read/constitution) or [the gazette](https://gazettes.africa/ng "Gazettes").
- Party funds: [Constitution, s. 225A](/laws/constitution#s-225A); a wrong case: [Constitution, s. 225a](/laws/constitution#s-225a).

“₦500,000 fine” — see [Police Act 2020, s. 36](/laws/police-act#s-36)`;

/** The links still in a checked text, with where they start and end. */
const linksIn = (text: string) =>
  [...text.matchAll(/\[[^\]\n]*\]\([^)\s]*\)/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));

/** Runs the chunks through a filter as the assistant does: push each, then flush. */
function stream(chunks: string[]) {
  const filter = new CitationFilter(retrieved);
  const emitted = chunks.map((chunk) => filter.push(chunk));
  emitted.push(filter.flush());
  return { emitted, text: emitted.join(''), cited: filter.cited };
}

/** The offsets in the joined output where one emitted piece ends and the next begins. */
function boundaries(emitted: string[]): number[] {
  const cuts: number[] = [];
  let at = 0;
  for (const piece of emitted) {
    at += piece.length;
    cuts.push(at);
  }
  return cuts;
}

/** Same text and citations as filtering the whole answer at once, and no link cut in two. */
function expectSameAsWhole(chunks: string[]) {
  const whole = stream([chunks.join('')]);
  const result = stream(chunks);
  expect(result.text).toBe(whole.text);
  expect(result.cited).toEqual(whole.cited);
  const cuts = boundaries(result.emitted);
  const cutLinks = linksIn(result.text).filter((link) =>
    cuts.some((cut) => cut > link.start && cut < link.end),
  );
  expect(cutLinks, 'links emitted in pieces').toEqual([]);
}

/** A small deterministic generator, so a failing split can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('checkCitations', () => {
  it('keeps links to retrieved sections and lists them once each, in the order cited', () => {
    const markdown =
      'No ([Police Act 2020, s. 36](/laws/police-act#s-36)); see also [Constitution, s. 35](/laws/constitution#s-35) and again [Police Act 2020, s. 36](/laws/police-act#s-36).';
    expect(checkCitations(markdown, retrieved)).toEqual({ text: markdown, cited: [36, 135] });
  });

  it('cites a schedule paragraph by its reader anchor, and no other paragraph of it', () => {
    const conduct = section(
      9001,
      'constitution',
      'Constitution',
      'Fifth Schedule, Paragraph 3',
      'schedule',
    );
    const link = citationLink(conduct);
    expect(link).toBe(
      '[Constitution, Fifth Schedule, Paragraph 3](/laws/constitution#s-fifth-schedule-paragraph-3)',
    );
    const { text, cited } = checkCitations(
      `${link}; [Constitution, Fifth Schedule, Paragraph 4](/laws/constitution#s-fifth-schedule-paragraph-4)`,
      [...retrieved, conduct],
    );
    expect(text).toBe(`${link}; Constitution, Fifth Schedule, Paragraph 4`);
    expect(cited).toEqual([9001]);
  });

  it('keeps a section number with a letter, matched exactly', () => {
    const { text, cited } = checkCitations(
      '[Constitution, s. 225A](/laws/constitution#s-225A) and [Constitution, s. 225a](/laws/constitution#s-225a)',
      retrieved,
    );
    expect(text).toBe(
      '[Constitution, s. 225A](/laws/constitution#s-225A) and Constitution, s. 225a',
    );
    expect(cited).toEqual([325]);
  });

  it('unlinks a section that was not retrieved or does not exist, keeping its words', () => {
    const { text, cited } = checkCitations(
      'Bail: [Police Act 2020, s. 62](/laws/police-act#s-62). Fines: [Police Act 2020, s. 999](/laws/police-act#s-999). Act: [Land Use Act](/laws/land-use-act#s-1). Whole act: [Police Act](/laws/police-act).',
      retrieved,
    );
    expect(text).toBe(
      'Bail: Police Act 2020, s. (unverified). Fines: Police Act 2020, s. (unverified). Act: Land Use Act. Whole act: Police Act.',
    );
    expect(cited).toEqual([]);
  });

  it('leaves links that are not to law sections alone and cites nothing for them', () => {
    const markdown =
      'Read [the whole Constitution](/read/constitution), [the gazette](https://gazettes.africa/ng) or write to [us](mailto:help@civicng.ng).';
    expect(checkCitations(markdown, retrieved)).toEqual({ text: markdown, cited: [] });
  });

  it('leaves text without links unchanged', () => {
    const markdown = 'Section 36 of the Police Act 2020 says [1] no one may be arrested in lieu.';
    expect(checkCitations(markdown, retrieved)).toEqual({ text: markdown, cited: [] });
  });

  // Security finding 8: these forms slipped past the old pattern-based check.
  describe('hostile answers', () => {
    const police12 = section(12, 'police-act', 'Police Act 2020', '12');
    const check = (markdown: string) => checkCitations(markdown, [...retrieved, police12]);
    const expectChecked = (markdown: string, text: string, cited: number[] = []) =>
      expect(check(markdown)).toEqual({ text, cited });

    it('unlinks a made-up section in a link with a title', () => {
      expectChecked(
        'Fines: [Police Act 2020, s. 999](/laws/police-act#s-999 "Police Act").',
        'Fines: Police Act 2020, s. (unverified).',
      );
    });

    it('unlinks a made-up section in a reference-style link and drops its definition', () => {
      expectChecked(
        'Fines: [the fines section][1].\n\n[1]: /laws/police-act#s-999\n',
        'Fines: the fines section.\n\n',
      );
      expectChecked(
        'Fines: [fines].\n\n[fines]: <https://civicng.ng/laws/police-act#s-999> "x"',
        'Fines: fines.\n\n',
      );
    });

    it('unlinks a made-up section whose label runs over two lines', () => {
      expectChecked(
        'Fines: [Police Act 2020,\nthe fines](/laws/police-act#s-999).',
        'Fines: Police Act 2020,\nthe fines.',
      );
    });

    it('reads the address as a browser does: case, percent-encoding, dot segments', () => {
      expectChecked('[the fines](/LAWS/police-act#s-999)', 'the fines');
      expectChecked('[the fines](/%6Caws/police-act#s-999)', 'the fines');
      expectChecked('[the fines](/read/../laws/police-act#s-999)', 'the fines');
      expectChecked('[the fines](\\laws\\police-act#s-999)', 'the fines');
      expectChecked('[the fines](#s-999)', 'the fines');
      expectChecked(
        '[Police Act 2020, s. 36](/Laws/Police-Act#s-36) and [Constitution, s. 35](/l%61ws/constitution#s-35)',
        '[Police Act 2020, s. 36](/laws/police-act#s-36) and [Constitution, s. 35](/laws/constitution#s-35)',
        [36, 135],
      );
    });

    it('unlinks a made-up section whose label holds brackets', () => {
      expectChecked('See [[the fines]](/laws/police-act#s-999).', 'See [the fines].');
    });

    it('unlinks an autolink or a full address to a made-up section, and rewrites a real one', () => {
      expectChecked('Read <http://civicng.ng/laws/police-act#s-999>.', 'Read (link removed).');
      expectChecked(
        'Read [the fines](https://civicng.ng/laws/police-act#s-999) or [this](//civicng.ng/laws/police-act#s-999).',
        'Read the fines or this.',
      );
      expectChecked(
        'Read [Police Act 2020, s. 36](https://civicng.ng/laws/police-act#s-36).',
        'Read [Police Act 2020, s. 36](/laws/police-act#s-36).',
        [36],
      );
    });

    it('drops an image or raw HTML that points at a made-up section', () => {
      expectChecked('See ![the fines](/laws/police-act#s-999).', 'See the fines.');
      expectChecked('See <a href="/laws/police-act#s-999">the fines</a>.', 'See the fines.');
    });

    it('leaves no trace of a made-up section anywhere in the text', () => {
      expectChecked('Section 999 says you must pay.', 'Section (unverified) says you must pay.');
      expectChecked('Fines are in s. 999 of the Act.', 'Fines are in s. (unverified) of the Act.');
      expectChecked(
        'See sections 12 and 999, ss. 36, 999(2) and 35, and section **999**.',
        'See sections 12 and (unverified), ss. 36, (unverified) and 35, and section **(unverified)**.',
      );
      expectChecked('A bare address: /laws/police-act#s-999.', 'A bare address: (link removed).');
    });

    it('keeps a valid citation and mentions of retrieved sections as they were', () => {
      const markdown =
        'Yes: [Police Act 2020, s. 36](/laws/police-act#s-36), read with section 35(1) and ss. 12 and 225A.\n\n- *Sections* 36, 35';
      expectChecked(markdown, markdown, [36]);
    });

    it('leaves code alone', () => {
      const markdown = 'Type `s. 999` or:\n\n```\nSection 999\n```\n';
      expectChecked(markdown, markdown);
    });
  });

  // Bug: only links starting with "/laws/" are checked. A model that writes the site's full
  // address cites a made-up section unchecked, and the evaluator's /laws/… pattern counts it.
  it('unlinks a full-address link to a section that does not exist', () => {
    const { text } = checkCitations(
      'See [Police Act 2020, s. 999](https://civicng.ng/laws/police-act#s-999).',
      retrieved,
    );
    expect(text).toBe('See Police Act 2020, s. (unverified).');
  });
});

describe('CitationFilter', () => {
  it('holds back an unfinished link until it is complete, then checks it whole', () => {
    const filter = new CitationFilter(retrieved);
    expect(filter.push('No. [Police Act 2020, s. 36](/laws/po')).toBe('No. ');
    expect(filter.push('lice-act#s-36) and [Police Act 2020, s. 999]')).toBe(
      '[Police Act 2020, s. 36](/laws/police-act#s-36) and ',
    );
    expect(filter.push('(/laws/police-act#s-999).')).toBe('Police Act 2020, s. 999.');
    expect(filter.cited).toEqual([36]);
  });

  it('lets a bracket that turns out not to be a link through at the end of its line', () => {
    const filter = new CitationFilter(retrieved);
    expect(filter.push('A footnote [1')).toBe('A footnote ');
    expect(filter.push('] here')).toBe('');
    expect(filter.push('\nNext line')).toBe('[1] here\nNext line');
  });

  it('gives back what it still holds when the stream ends', () => {
    const filter = new CitationFilter(retrieved);
    expect(filter.push('The end [Police Act 2020')).toBe('The end ');
    expect(filter.flush()).toBe('[Police Act 2020');
    expect(filter.flush()).toBe('');
  });

  it('matches checking the whole answer when streamed one character at a time', () => {
    expectSameAsWhole([...answer.split('')]);
    // The answer itself must exercise every kind of link.
    const whole = stream([answer]);
    expect(whole.cited).toEqual([36, 135, 325]);
    expect(whole.text).toContain('and Police Act 2020, s. 999 (no such section)');
    expect(whole.text).toContain('[the gazette](https://gazettes.africa/ng "Gazettes")');
  });

  it('matches checking the whole answer when split in two at every point', () => {
    for (let cut = 0; cut <= answer.length; cut += 1) {
      expectSameAsWhole([answer.slice(0, cut), answer.slice(cut)]);
    }
  });

  it('matches checking the whole answer when split into random chunks', () => {
    const next = random(20240601);
    for (let run = 0; run < 300; run += 1) {
      const chunks: string[] = [];
      for (let at = 0; at < answer.length;) {
        const size = 1 + Math.floor(next() * 24);
        chunks.push(answer.slice(at, at + size));
        at += size;
      }
      expectSameAsWhole(chunks);
    }
  });

  it('copes with empty chunks and a whole answer in one chunk', () => {
    expectSameAsWhole(['', answer, '']);
    expectSameAsWhole([answer]);
  });
});
