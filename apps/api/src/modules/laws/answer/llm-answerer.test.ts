import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { chatEntries, faqs, lawDocuments, lawSections } from '../../../db/schema.js';
import { lagosMonth } from '../../faq/month.js';
import { refreshFaqs } from '../../faq/refresh.js';
import { createTestApp } from '../../../test/app.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../test/databases.js';
import { bearer, createUser, type TestUser } from '../../../test/factories.js';
import { ingestLaws } from '../ingest/ingest.js';
import type { Hit, IndexedSection } from '../retrieval/section-index.js';
import { createLlmAnswerer, LlmError } from './llm-answerer.js';

interface ChatRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
}

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: ChatRequest;
}

interface Reply {
  status?: number;
  /** The answer's text, one chat-completions delta each. */
  deltas?: string[];
  /** When given, the model stops after the first delta until this settles. */
  pause?: Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Streams the deltas the way OpenAI does, each event in two writes, a little apart. */
async function streamReply(response: ServerResponse, reply: Reply) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (delta: Record<string, string>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1_717_000_000,
      model: 'test-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const send = async (text: string) => {
    const half = Math.floor(text.length / 2);
    response.write(text.slice(0, half));
    await delay(3);
    response.write(text.slice(half));
    await delay(3);
  };
  await send(': keep-alive\n\n');
  await send(event({ role: 'assistant', content: '' }));
  for (const [i, content] of (reply.deltas ?? []).entries()) {
    await send(event({ content }));
    if (i === 0 && reply.pause) await reply.pause;
  }
  await send(event({}, 'stop'));
  await send('data: [DONE]\n\n');
  response.end();
}

/**
 * A stand-in for an OpenAI-compatible model server on a local port: records each request and
 * answers it with the next reply queued by the test.
 */
async function startModelServer() {
  const requests: ReceivedRequest[] = [];
  const replies: Reply[] = [];
  const restatements: Reply[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse(await readBody(request)) as ChatRequest;
      requests.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (!body.stream) {
        // The restatement call: one whole chat completion, empty unless the test queued one.
        const restated = restatements.shift() ?? { deltas: [''] };
        response.writeHead(restated.status ?? 200, { 'content-type': 'application/json' });
        const content = (restated.deltas ?? []).join('');
        response.end(
          JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }),
        );
        return;
      }
      const reply = replies.shift() ?? { status: 503 };
      if (reply.status && reply.status !== 200) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'The model is overloaded.' } }));
        return;
      }
      await streamReply(response, reply);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (reply: Reply) => replies.push(reply),
    restate: (reply: Reply) => restatements.push(reply),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type ModelServer = Awaited<ReturnType<typeof startModelServer>>;

/** A port nothing listens on: one just let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function hit(number: string, title: string, body: string, incomplete = false): Hit {
  const section: IndexedSection = {
    id: Number(number),
    kind: 'section',
    act: 'test-act',
    actTitle: 'Test Act 2024',
    shortTitle: 'Test Act 2024',
    number,
    title,
    body,
    incomplete,
    plainWords: null,
    plainWordsIn: {},
    questions: [],
  };
  return { section, score: 10, confidence: 0.5 };
}

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

const userMessage = (request: ReceivedRequest | undefined) =>
  request?.body.messages.find((m) => m.role === 'user')?.content ?? '';
const allMessages = (request: ReceivedRequest | undefined) =>
  request?.body.messages.map((m) => m.content).join('\n') ?? '';

describe('LLM answerer against an OpenAI-compatible server', () => {
  let model: ModelServer;
  const hits = [
    hit('1', 'Right to water', 'Every household has a right to clean drinking water.'),
    hit('2', 'Water tariffs', 'The tariff shall be approved by the Commission.'),
    hit('3', 'Water quality reports', 'The Commission shall publish a secret report', true),
  ];

  beforeAll(async () => {
    model = await startModelServer();
  });
  afterAll(async () => {
    await model.close();
  });

  it('gives the model each note in the asker’s language where it has been translated', async () => {
    model.reply({ deltas: ['Eh.'] });
    const answerer = createLlmAnswerer({ baseUrl: model.url, model: 'test-model' });
    const noted = hit(
      '1',
      'Right to water',
      'Every household has a right to clean drinking water.',
    );
    noted.section.plainWords = 'Every home may have clean water.';
    noted.section.plainWordsIn = { ha: 'Kowane gida yana da hakkin samun ruwa mai tsabta.' };
    await collect(
      answerer.answer({ question: 'Za a iya yanke mini ruwa?', hits: [noted], language: 'ha' }),
    );
    expect(userMessage(model.requests.at(-1))).toContain(
      'In plain words: Kowane gida yana da hakkin samun ruwa mai tsabta.',
    );
    model.reply({ deltas: ['Yes.'] });
    await collect(
      answerer.answer({ question: 'Can they cut my water?', hits: [noted], language: 'en' }),
    );
    expect(userMessage(model.requests.at(-1))).toContain(
      'In plain words: Every home may have clean water.',
    );
  });

  it('posts a streaming chat completion with the key, the model and the sections to cite', async () => {
    model.reply({ deltas: ['Yes.'] });
    const answerer = createLlmAnswerer({
      baseUrl: `${model.url}/`,
      model: 'test-model',
      apiKey: 'sk-test-key',
    });
    await collect(answerer.answer({ question: 'Can they cut my water?', hits, language: 'en' }));

    const request = model.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages[0]?.role).toBe('system');
    expect(request?.body.messages[0]?.content).toContain('Use ONLY the numbered law sections');
    expect(request?.body.messages[0]?.content).toContain('(/laws/act#s-N)');
    // The sections travel in the user turn, each with the exact link to cite.
    for (const link of ['/laws/test-act#s-1', '/laws/test-act#s-2', '/laws/test-act#s-3']) {
      expect(allMessages(request)).toContain(`link: ${link}`);
    }
    expect(userMessage(request)).toContain('Every household has a right to clean drinking water.');
    expect(userMessage(request)).toContain('Question: Can they cut my water?');
  });

  it('sends a section whose text is incomplete as not in the library, without its words', async () => {
    model.reply({ deltas: ['No.'] });
    const answerer = createLlmAnswerer({ baseUrl: model.url, model: 'test-model' });
    await collect(answerer.answer({ question: 'Water reports?', hits, language: 'en' }));
    const request = model.requests.at(-1);
    expect(userMessage(request)).toContain('[text not in the library yet]');
    expect(userMessage(request)).not.toContain('secret report');
    expect(request?.body.messages[0]?.content).toContain(
      'that part of the law is not in the library yet',
    );
  });

  it('sends no Authorization header without a key', async () => {
    model.reply({ deltas: ['Yes.'] });
    const answerer = createLlmAnswerer({ baseUrl: model.url, model: 'test-model' });
    await collect(answerer.answer({ question: 'Water?', hits, language: 'en' }));
    expect(model.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('yields the answer as the deltas arrive, even when an event is split across writes', async () => {
    const deltas = [
      'Yes: ',
      'they must give fourteen days’ ',
      'notice ',
      '[Test Act 2024, s. 1]',
      '(/laws/test-act#s-1).',
    ];
    model.reply({ deltas });
    const answerer = createLlmAnswerer({ baseUrl: model.url, model: 'test-model' });
    expect(await collect(answerer.answer({ question: 'Water?', hits, language: 'en' }))).toEqual(
      deltas,
    );
  });

  it('raises LlmError when the server answers 500', async () => {
    model.reply({ status: 500 });
    const answerer = createLlmAnswerer({ baseUrl: model.url, model: 'test-model' });
    const failure = collect(answerer.answer({ question: 'Water?', hits, language: 'en' }));
    await expect(failure).rejects.toBeInstanceOf(LlmError);
    await expect(failure).rejects.toThrow('The language model answered 500.');
  });

  it('raises LlmError when the server cannot be reached', async () => {
    const answerer = createLlmAnswerer({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      model: 'test-model',
    });
    const failure = collect(answerer.answer({ question: 'Water?', hits, language: 'en' }));
    await expect(failure).rejects.toBeInstanceOf(LlmError);
    await expect(failure).rejects.toThrow('could not be reached');
  });
});

/** Ten numbered sections: three on water (one cut off in the source), the rest on other things. */
function testAct(): string {
  const trades = ['bakeries', 'tailors', 'barbers', 'carpenters', 'welders', 'mechanics'];
  const more = ['vulcanisers', 'photographers', 'printers', 'pharmacies', 'hotels', 'cinemas'];
  return `# Test Act 2024

> Source: written for the tests.

## PART I—WATER

### Section 1: Right to water and notice of disconnection

(1) Every household has a right to clean drinking water.
(2) A water company shall not disconnect the water supply of a household without giving the household fourteen days' written notice of the disconnection.
(3) A water company that disconnects a water supply without notice shall reconnect it at its own cost.

### Section 2: Water tariffs

The tariff a water company charges a household shall be approved each year by the Water Regulatory Commission and published in a national newspaper.

### Section 3: Water quality reports

The Water Regulatory Commission shall publish a report on the quality of drinking water supplied by each water company
[text incomplete in source]

## PART II—TRADES

${[...trades, ...more]
  .map(
    (trade, i) =>
      `### Section ${i + 4}: Registration of ${trade}\n\nEvery owner of ${trade} in a local government area shall register the business of ${trade} with the council of that area every year.\n`,
  )
  .join('\n')}`;
}

const question = 'Can the water company disconnect my water supply without notice?';
const s1 = '[Test Act 2024, s. 1](/laws/test-act#s-1)';
const citation = /\/laws\/([a-z0-9-]+)#s-([0-9A-Za-z]+)/g;

describe.each(dbKinds)('asking through the app with a language model on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let model: ModelServer;
  let user: TestUser;
  let baseUrl: string;
  let lawsDir: string;

  beforeAll(async () => {
    model = await startModelServer();
    database = await createTestDatabase(kind);
    lawsDir = await mkdtemp(path.join(tmpdir(), 'civicng-llm-laws-'));
    await writeFile(path.join(lawsDir, 'test-act.md'), testAct());
    await ingestLaws(database.db, [lawsDir]);
    app = await createTestApp(database, {
      LLM_BASE_URL: `${model.url}/v1`,
      LLM_MODEL: 'test-model',
      LLM_API_KEY: 'sk-test-key',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${address.port}`;
    user = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await model.close();
    await rm(lawsDir, { recursive: true, force: true });
  });

  const ask = async (userQuery: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ask',
      headers: bearer(user.token),
      payload: { user_query: userQuery },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    return res.body;
  };

  /** The last saved entry of the user: the question and exactly the text that was streamed. */
  const expectSaved = async (userQuery: string, streamed: string) => {
    const res = await app.inject({ url: '/api/user/chat-history', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_conversation.at(-1)).toMatchObject({
      user_query: userQuery,
      ai_response: streamed,
    });
  };

  const sectionId = async (number: string) => {
    const [row] = await database.db
      .select({ id: lawSections.id })
      .from(lawSections)
      .innerJoin(lawDocuments, eq(lawDocuments.id, lawSections.documentId))
      .where(and(eq(lawDocuments.slug, 'test-act'), eq(lawSections.number, number)));
    return row?.id;
  };

  it('sends the model’s answer only once it is complete and checked', async () => {
    let resume = () => {};
    const pause = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const deltas = [
      'Yes: they must warn you. ',
      'A company must give fourteen days’ notice ',
      s1,
      '.\n\n[fines]: /laws/test-act#s-999',
    ];
    model.reply({ deltas, pause });
    const response = fetch(`${baseUrl}/api/ask`, {
      method: 'POST',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      body: JSON.stringify({ user_query: question }),
    });
    // The model is paused after its first delta: nothing of the answer may have left yet, since a
    // definition at the end can turn earlier words into a link.
    const early = await Promise.race([response.then(() => 'sent'), delay(150).then(() => 'held')]);
    expect(early).toBe('held');
    resume();
    const res = await response;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const streamed = await res.text();
    expect(streamed).toBe(`${deltas.slice(0, 3).join('')}.\n\n`);
    await expectSaved(question, streamed);

    const request = model.requests.at(-1);
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('test-model');
    expect(allMessages(request)).toContain('link: /laws/test-act#s-1');
  });

  it('keeps a citation of a retrieved section and unlinks one not retrieved or not existing', async () => {
    model.reply({
      deltas: [
        'No. The company must give notice first ',
        '[Test Act 2024, s. 1](/laws/te',
        'st-act#s-1). Traders register under [Test Act 2024, s. 5](/laws/test-act#s-5)',
        ' and fines are in [Test Act 2024, s. 99](/laws/test-act#s-99).',
      ],
    });
    const answer = await ask(question);
    expect(answer).toBe(
      `No. The company must give notice first ${s1}. Traders register under Test Act 2024, s. (unverified) and fines are in Test Act 2024, s. (unverified).`,
    );
    // Section 5 exists but was not among the sections the model was given.
    const sent = allMessages(model.requests.at(-1));
    expect(sent).toContain('link: /laws/test-act#s-1');
    expect(sent).not.toContain('/laws/test-act#s-5');
    expect(await sectionId('5')).toBeDefined();
    await expectSaved(question, answer);

    const [entry] = await database.db
      .select({ citations: chatEntries.citations })
      .from(chatEntries)
      .where(eq(chatEntries.userId, user.id))
      .orderBy(desc(chatEntries.id))
      .limit(1);
    expect(entry?.citations).toEqual([await sectionId('1')]);
  });

  it('adds the retrieved sources when the model cites nothing', async () => {
    const text =
      'Yes: a water company must give fourteen days’ written notice before it disconnects you.';
    model.reply({ deltas: [text.slice(0, 20), text.slice(20)] });
    const answer = await ask(question);
    expect(answer.startsWith(`${text}\n\nSources: ${s1}`)).toBe(true);
    const sources = answer.slice(text.length);
    expect(sources).toMatch(
      /^\n\nSources: (\[[^\]]+\]\(\/laws\/test-act#s-\d+\))(, \[[^\]]+\]\(\/laws\/test-act#s-\d+\)){0,2}$/,
    );
    const sent = allMessages(model.requests.at(-1));
    for (const [link] of sources.matchAll(citation)) expect(sent).toContain(`link: ${link}`);
    await expectSaved(question, answer);
  });

  it('searches the model’s restatement of the question in statutory words beside the question', async () => {
    const citizen = 'Abeg, my barbing salon, I must enrol am with LGA every year?';
    const sections = (request?: ReceivedRequest) =>
      [...allMessages(request).matchAll(/link: \/laws\/test-act#s-(\d+)/g)].map((m) => m[1]);
    // Without a restatement the citizen's words do not reach the section on barbers.
    model.reply({ deltas: ['…'] });
    await ask(citizen);
    expect(sections(model.requests.at(-1))).not.toContain('6');

    model.restate({
      deltas: [
        'Shall the owner of a business of barbers register it with the council of the local government area every year?',
      ],
    });
    model.reply({ deltas: ['Yes. ', '[Test Act 2024, s. 6](/laws/test-act#s-6)'] });
    const answer = await ask(citizen);
    const [restatement, answering] = model.requests.slice(-2);
    expect(restatement?.body.stream).toBe(false);
    expect(allMessages(restatement)).toContain(citizen);
    expect(answering?.body.stream).toBe(true);
    expect(sections(answering)).toContain('6');
    expect(allMessages(answering)).toContain(`Question: ${citizen}`);
    expect(answer).toBe('Yes. [Test Act 2024, s. 6](/laws/test-act#s-6)');
  });

  it('answers from the question alone when the restatement fails', async () => {
    model.restate({ status: 500 });
    model.reply({ deltas: ['They must give notice ', s1, '.'] });
    expect(await ask(question)).toBe(`They must give notice ${s1}.`);
  });

  it('adds the sources when every section the model cited was made up', async () => {
    model.reply({ deltas: ['See [Test Act 2024, s. 42](/laws/test-act#s-42).'] });
    const answer = await ask(question);
    expect(answer.startsWith(`See Test Act 2024, s. (unverified).\n\nSources: ${s1}`)).toBe(true);
    expect([...answer.matchAll(citation)].map((m) => m[2])).not.toContain('42');
    await expectSaved(question, answer);
  });

  // Security finding 8: each form slipped past the old check and reached the reader (and the FAQ).
  const hostile: [string, string][] = [
    ['a link with a title', 'Fines: [the fines](/laws/test-act#s-999 "Test Act").'],
    ['a reference-style link', 'Fines: [the fines][1].\n\n[1]: /laws/test-act#s-999'],
    ['a label over two lines', 'Fines: [Test Act 2024,\nthe fines](/laws/test-act#s-999).'],
    ['a path in capitals', 'Fines: [the fines](/LAWS/test-act#s-999).'],
    ['a percent-encoded path', 'Fines: [the fines](/%6Caws/test-act#s-999).'],
    ['nested brackets', 'Fines: [[the fines]](/laws/test-act#s-999).'],
    ['an autolink', 'Fines: <http://civicng.ng/laws/test-act#s-999>.'],
    ['a full address', 'Fines: [the fines](https://civicng.ng/laws/test-act#s-999).'],
    ['an image', 'Fines: ![the fines](/laws/test-act#s-999).'],
    ['raw HTML', 'Fines: <a href="/laws/test-act#s-999">the fines</a>.'],
    ['“Section 999”', 'Fines: Section 999 says you pay.'],
    ['“s. 999”', 'Fines: see s. 999.'],
    ['“sections 1 and 999”', 'Fines: see sections 1 and 999.'],
  ];

  it.each(hostile)('keeps a made-up section out of the answer: %s', async (_form, markdown) => {
    const text = `The company must give notice first ${s1}. ${markdown}`;
    const cut = Math.floor(text.length / 3);
    model.reply({ deltas: [text.slice(0, cut), text.slice(cut, 2 * cut), text.slice(2 * cut)] });
    const answer = await ask(question);
    expect(answer).not.toContain('999');
    expect(answer).toContain(`The company must give notice first ${s1}. Fines:`);
    await expectSaved(question, answer);
    const [entry] = await database.db
      .select({ citations: chatEntries.citations })
      .from(chatEntries)
      .where(eq(chatEntries.userId, user.id))
      .orderBy(desc(chatEntries.id))
      .limit(1);
    expect(entry?.citations).toEqual([await sectionId('1')]);
  });

  it('keeps a made-up section out of a FAQ answer', async () => {
    const month = lagosMonth();
    for (let i = 0; i < 3; i += 1) {
      const asker = await createUser(app);
      await database.db.insert(chatEntries).values({
        userId: asker.id,
        userQuery: question,
        aiResponse: '…',
      });
    }
    model.reply({ deltas: [`No ${s1}. Fines: [the fines][f].\n\n[f]: /LAWS/test-act#s-999`] });
    const result = await refreshFaqs(app.ctx);
    expect(result.proposed).toHaveLength(1);
    const [faq] = await database.db.select().from(faqs).where(eq(faqs.month, month.month));
    // The published answer is note-sized: the words of the section the model cited, with its
    // citation; the made-up one is nowhere in it.
    expect(faq?.answer).toContain(`(${s1})`);
    expect(faq?.answer).not.toMatch(/s-999|the fines/i);
  });
});
