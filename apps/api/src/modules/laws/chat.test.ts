import { connect, type AddressInfo } from 'node:net';
import { lawSectionAnchor, type LawSectionKind } from '@civicng/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { chatEntries } from '../../db/schema.js';
import { sharedDataPath } from '../../paths.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../test/factories.js';
import { chatText } from './answer/extractive-answerer.js';

const nothingFound = chatText('en', 'chat.nothingFound');
const nothingFoundPidgin = chatText('pcm', 'chat.nothingFound');
const notInLibrary = chatText('en', 'chat.notInLibrary');
import { ingestLaws } from './ingest/ingest.js';
import { readLawNotes } from './ingest/law-notes.js';
import { readNoteTranslations } from './ingest/note-translations.js';

const lawsDir = sharedDataPath('laws');
const withCorpus = it.skipIf(!lawsDir);

const policeQuestion = 'Can police arrest me in place of my brother?';
const nonsense = 'best jollof rice recipe';
/** The evaluator's pattern for a citation anywhere in an answer. */
const citation = /\/laws\/([a-z0-9-]+)#s-([0-9A-Za-z-]+)/g;

/** The sections an answer cites, in the order first cited, each once: "police-act#s-36". */
const citedIn = (answer: string) => [
  ...new Set([...answer.matchAll(citation)].map((m) => `${m[1]}#s-${m[2]}`)),
];

/**
 * POSTs JSON over a plain socket and reads the reply's chunked body frame by frame, to see the
 * pieces the server streamed (fetch joins pieces that arrive together).
 */
async function rawPost(baseUrl: string, path: string, token: string, body: unknown) {
  const { hostname, port } = new URL(baseUrl);
  const payload = JSON.stringify(body);
  const socket = connect(Number(port), hostname);
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `host: ${hostname}:${port}`,
      `authorization: Bearer ${token}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(payload)}`,
      'connection: close',
      '',
      payload,
    ].join('\r\n'),
  );
  const received: Buffer[] = [];
  for await (const data of socket) received.push(data as Buffer);
  const bytes = Buffer.concat(received);
  const split = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, split).toString('latin1');
  const chunks: string[] = [];
  for (let at = split + 4; ;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    chunks.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size).toString('utf8'));
    at = lineEnd + 2 + size + 2;
  }
  return { head, chunks };
}

interface StoredSection {
  key: string;
  body: string;
  incomplete: boolean;
}

describe.each(dbKinds)('Law of the Land chat on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let baseUrl: string;
  let sections: Map<string, StoredSection>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (lawsDir) await ingestLaws(database.db, [lawsDir]);
    // One app for the whole file, with the ask limit on: each test asks as its own user(s), at
    // most three times each, so only the rate limit test ever reaches it.
    app = await createTestApp(database, { RATE_LIMIT: 'on', RATE_LIMITS: 'ask=3/1m' });
    await app.ctx.laws.sections();
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const rows = await database.rows<{
      slug: string;
      kind: LawSectionKind;
      number: string;
      body: string;
      incomplete: boolean;
    }>(
      sql`select d.slug, s.kind, s.number, s.body, s.incomplete
          from law_sections s join law_documents d on d.id = s.document_id`,
    );
    const keyOf = (r: (typeof rows)[number]) => `${r.slug}#${lawSectionAnchor(r)}`;
    sections = new Map(
      rows.map((r) => [keyOf(r), { key: keyOf(r), body: r.body, incomplete: r.incomplete }]),
    );
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const ask = (user: TestUser | undefined, userQuery: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/ask',
      headers: user ? bearer(user.token) : {},
      payload: { user_query: userQuery },
    });

  /** Asks and expects the streamed answer; returns its text. */
  const answerTo = async (user: TestUser, userQuery: string) => {
    const res = await ask(user, userQuery);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    return res.body;
  };

  const history = async (user: TestUser) => {
    const res = await app.inject({ url: '/api/user/chat-history', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    return res.json().user_conversation as {
      user_query: string;
      ai_response: string;
      timestamp: string;
      entry_id: number;
      hidden: boolean;
    }[];
  };

  /** Every /laws/… link in an answer names a section stored in law_sections. */
  const expectCitationsExist = (answer: string) => {
    const missing = citedIn(answer).filter((key) => !sections.has(key));
    expect(missing).toEqual([]);
  };

  withCorpus('answers from a schedule: the Code of Conduct for Public Officers', async () => {
    const answer = await answerTo(
      await createUser(app),
      'Can a governor or minister keep a bank account in London?',
    );
    expect(citedIn(answer).slice(0, 3)).toContain('constitution#s-fifth-schedule-paragraph-3');
    expect(answer).toContain('[Constitution, Fifth Schedule, Paragraph 3](');
    expectCitationsExist(answer);
    // The reader shows the paragraph with its plain words and questions.
    const act = await app.inject({ url: '/api/laws/constitution' });
    const paragraph = act
      .json<{ sections: { number: string; plain_words: string; questions: string[] }[] }>()
      .sections.find((p) => p.number === 'Fifth Schedule, Paragraph 3');
    expect(paragraph?.plain_words).toMatch(/bank account/i);
    expect(paragraph?.questions.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a login first', async () => {
    const res = await ask(undefined, policeQuestion);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue.');
  });

  it('refuses an empty or blank question with a message', async () => {
    const user = await createUser(app);
    for (const blank of ['', '   \n\t ']) {
      const res = await ask(user, blank);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Type a question first.');
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/ask',
      headers: bearer(user.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(expect.any(String));
  });

  it('refuses a question over 2,000 characters, and takes one of exactly 2,000', async () => {
    const user = await createUser(app);
    const long = await ask(user, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Questions can be at most 2,000 characters.');
    const longest = await ask(user, `${nonsense} `.repeat(100).slice(0, 2000));
    expect(longest.statusCode).toBe(200);
  });

  withCorpus(
    'streams the answer to a real question in chunks, citing Police Act s. 36 in the first three',
    async () => {
      const user = await createUser(app);
      const res = await fetch(`${baseUrl}/api/ask`, {
        method: 'POST',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        body: JSON.stringify({ user_query: policeQuestion }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('transfer-encoding')).toBe('chunked');
      expect(res.headers.get('content-length')).toBeNull();
      const answer = await res.text();
      expect(citedIn(answer).slice(0, 3)).toContain('police-act#s-36');
      expect(answer).toContain('(/laws/police-act#s-36)');
      expectCitationsExist(answer);

      // fetch hands over whatever has arrived at once; the wire shows the pieces the server sent.
      const raw = await rawPost(baseUrl, '/api/ask', user.token, { user_query: policeQuestion });
      expect(raw.head).toMatch(/^HTTP\/1\.1 200 /);
      expect(raw.head).toMatch(/^transfer-encoding: chunked$/im);
      expect(raw.chunks.length).toBeGreaterThan(1);
      expect(raw.chunks.join('')).toBe(answer);

      const conversation = await history(user);
      expect(conversation.map((e) => e.ai_response)).toEqual([answer, answer]);
    },
  );

  withCorpus('keeps the history oldest first, with the text that was streamed', async () => {
    const user = await createUser(app);
    const first = await answerTo(user, policeQuestion);
    const second = await answerTo(user, 'Can a soldier flog me on the road?');
    expectCitationsExist(second);
    const conversation = await history(user);
    // Each entry also names its stored id (to report the answer) and whether it was hidden.
    expect(conversation).toEqual([
      {
        user_query: policeQuestion,
        ai_response: first,
        timestamp: expect.any(String),
        entry_id: expect.any(Number),
        hidden: false,
      },
      {
        user_query: 'Can a soldier flog me on the road?',
        ai_response: second,
        timestamp: expect.any(String),
        entry_id: expect.any(Number),
        hidden: false,
      },
    ]);
    for (const entry of conversation) {
      expect(new Date(entry.timestamp).toISOString()).toBe(entry.timestamp);
    }
    expect(conversation[0]!.timestamp <= conversation[1]!.timestamp).toBe(true);
  });

  it('shows each user only their own history', async () => {
    const ada = await createUser(app);
    const bola = await createUser(app);
    expect(await history(ada)).toEqual([]);
    await answerTo(ada, `${nonsense} from Ada`);
    await answerTo(bola, `${nonsense} from Bola`);
    expect((await history(ada)).map((e) => e.user_query)).toEqual([`${nonsense} from Ada`]);
    expect((await history(bola)).map((e) => e.user_query)).toEqual([`${nonsense} from Bola`]);
    const anonymous = await app.inject({ url: '/api/user/chat-history' });
    expect(anonymous.statusCode).toBe(401);
  });

  withCorpus('says so plainly and cites nothing when no law answers the question', async () => {
    const user = await createUser(app);
    const answer = await answerTo(user, nonsense);
    expect(answer).toBe(nothingFound);
    expect(citedIn(answer)).toEqual([]);
    const [entry] = await database.db
      .select({ citations: chatEntries.citations })
      .from(chatEntries)
      .where(eq(chatEntries.userId, user.id))
      .orderBy(desc(chatEntries.id))
      .limit(1);
    expect(entry?.citations).toEqual([]);
  });

  withCorpus(
    'answers each section with its plain words first, then quotes it with a citation',
    async () => {
      const user = await createUser(app);
      const answer = await answerTo(user, 'Can the police arrest me without a warrant?');
      const cited = citedIn(answer);
      expect(cited.length).toBeGreaterThan(0);
      const notes = await database.rows<{ key: string; plain_words: string | null }>(sql`
      select d.slug || '#s-' || s.number as key, s.plain_words
      from law_sections s join law_documents d on d.id = s.document_id
      where s.kind = 'section'`);
      const plainWords = new Map(notes.map((n) => [n.key, n.plain_words]));
      const blocks = answer.split(/\n\n(?=\*\*)/).slice(1);
      expect(blocks).toHaveLength(cited.length);
      blocks.forEach((block, i) => {
        const [heading, plain, quote] = block.split('\n\n');
        expect(heading).toMatch(/^\*\*[^*]+, s\. [0-9A-Z]+( — [^*]+)?\*\*$/);
        expect(plain).toBe(plainWords.get(cited[i] ?? ''));
        expect(quote).toMatch(
          /^(> “.+” — |Read the section: )\[[^\]]+\]\(\/laws\/[a-z-]+#s-\w+\)$/,
        );
      });
    },
  );

  withCorpus(
    'says plainly, in the asker’s language, that a law outside the library is not in it',
    async () => {
      const user = await createUser(app);
      const asked: [string, string][] = [
        [
          'How many weeks of maternity leave does a nursing mother get at work?',
          `Note: this is a matter for the Labour Act, which our library does not hold.\n\n${nothingFound}`,
        ],
        [
          'Abeg, how many weeks maternity leave woman wey dey work fit take?',
          `Note: na the Labour Act dey cover dis matter, and e no dey our library.\n\n${nothingFoundPidgin}`,
        ],
      ];
      for (const [question, refusal] of asked) {
        const answer = await answerTo(user, question);
        expect(answer).toBe(refusal);
        expect(citedIn(answer)).toEqual([]);
      }
    },
  );

  withCorpus('frames an answer to a Pidgin question in Pidgin', async () => {
    const user = await createUser(app);
    const answer = await answerTo(
      user,
      'Wetin police fit do to person wey dem arrest without warrant?',
    );
    expect(answer).toMatch(/^See wetin the law for our library talk/);
    expect(citedIn(answer)).toContain('police-act#s-38');
  });

  withCorpus.each([
    ['ha', 'Ɗan sanda zai iya kama ni ba tare da takardar sammaci ba?'],
    ['yo', 'Ṣé ọlọ́pàá lè mú mi láìsí ìwé àṣẹ?'],
    ['ig', 'Onye uwe ojii nwere ike ijide m na-enweghị akwụkwọ ikike?'],
  ] as const)(
    'answers arrest without a warrant asked in %s from Police Act s. 38, in that language',
    async (language, question) => {
      const answer = await answerTo(await createUser(app), question);
      expect(answer.startsWith(chatText(language, 'chat.intro'))).toBe(true);
      expect(citedIn(answer).slice(0, 3)).toContain('police-act#s-38');
      expectCitationsExist(answer);
      // The section's note is explained in the asker's language, not in English.
      const translated = (await readNoteTranslations(language, 'police-act')).get('38');
      expect(translated?.plain_words).toBeTruthy();
      expect(answer).toContain(translated?.plain_words);
      const english = (await readLawNotes('police-act')).get('38')?.plain_words ?? '';
      expect(answer).not.toContain(english);
    },
  );

  withCorpus('never shows scan damage in the headings and words it quotes', async () => {
    const user = await createUser(app);
    const index = await app.ctx.laws.sections();
    // Questions into the most damaged scans: the Police Act, the Evidence Act, CAMA and the ISA.
    const questions = [
      'How can a traffic warden resign?',
      'Who has the burden of proof that a landlord and tenant relationship ended?',
      'Can a company be wound up for failing to pay its debts?',
    ];
    for (const question of questions) {
      const answer = await answerTo(user, question);
      const shown = [
        ...[...answer.matchAll(/^\*\*(.+)\*\*$/gm)].map((m) => m[1] ?? ''),
        ...[...answer.matchAll(/^> “(.+)” — /gm)].map((m) => m[1] ?? ''),
      ];
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) {
        expect(text).not.toMatch(/\(\s+\w\s+\)|\d \d|\s[,;:]|[a-z]\. [a-z]/);
        const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
        expect(words.filter((w) => !index.readsClean(w))).toEqual([]);
      }
    }
  });

  withCorpus('says a law the library does not hold is not in the library yet', async () => {
    const user = await createUser(app);
    const answer = await answerTo(
      user,
      'Does the Anambra State Homeland Security Law allow vigilantes to arrest people?',
    );
    expect(answer).toMatch(
      /the Anambra State Homeland Security Law(, which our library does not hold| is not in our library)/,
    );
    expectCitationsExist(answer);
  });

  withCorpus(
    'does not answer a tenancy question with unrelated sections: it names the law it would need',
    async () => {
      const user = await createUser(app);
      const answer = await answerTo(user, 'Can my landlord evict me without notice?');
      expect(answer).toContain('the Recovery of Premises Act');
      expect(answer).toContain('not in our library');
      expect(answer).not.toMatch(/\/laws\/[a-z-]+#s-/);
    },
  );

  withCorpus(
    'never quotes an incomplete Electoral Act section, and says it is not in the library',
    async () => {
      const user = await createUser(app);
      const answer = await answerTo(
        user,
        'Can a newspaper publish campaign adverts on the day before polling day?',
      );
      expectCitationsExist(answer);
      const incomplete = citedIn(answer)
        .map((key) => sections.get(key)!)
        .filter((s) => s.incomplete);
      expect(
        incomplete.map((s) => s.key).filter((key) => key.startsWith('electoral-act#')),
      ).not.toEqual([]);
      const flat = answer.replace(/\s+/g, ' ');
      for (const s of incomplete) {
        // The paragraph that cites it says the text is missing and quotes nothing of it.
        const paragraph = answer.split('\n\n').find((p) => p.includes(`(/laws/${s.key})`)) ?? '';
        expect(paragraph).toContain(notInLibrary);
        expect(paragraph).not.toContain('“');
        const phrases = s.body
          .split(/\n|(?<=[.;:—])\s/)
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter((line) => line.length >= 30);
        for (const phrase of phrases) expect(flat).not.toContain(phrase.slice(0, 40));
      }
    },
  );

  it('answers the fourth question within a minute with 429 and a message', async () => {
    const user = await createUser(app);
    for (let i = 1; i <= 3; i += 1) {
      expect((await ask(user, `${nonsense} ${i}`)).statusCode).toBe(200);
    }
    const fourth = await ask(user, `${nonsense} 4`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is per account: someone else can still ask.
    expect((await ask(await createUser(app), nonsense)).statusCode).toBe(200);
    expect((await history(user)).length).toBe(3);
  });
});
