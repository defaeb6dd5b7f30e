import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/client.js';
import { dbKinds } from './test/databases.js';
import { storedChoices } from './test/polls.js';
import { createUser, type TestUser } from './test/factories.js';
import {
  createServerStore,
  loggedErrors,
  send,
  sendInTwoHalves,
  smallLawLibrary,
  startReadyServer,
  tail,
  type Answer,
  type ServerProcess,
  type ServerStore,
} from './test/server-process.js';

// The real server process, run from source, is killed with SIGKILL while citizens vote and ask,
// started again on the same database, and must have kept everything it acknowledged; SIGTERM must
// finish what is in flight, refuse what comes after, and exit 0.

const citizensUnderLoad = 72;
const citizensAtShutdown = 8;
const concurrentClients = 24;
/** SIGKILL once this many votes and chat answers have been acknowledged (a third of the load). */
const killAfter = { votes: 20, asks: 6 };
const options = ['Yes', 'No', 'Not sure'];
const questions = [
  'What are the functions of the EFCC?',
  'Who appoints the chairman of the EFCC?',
  'What is the punishment for cyberstalking?',
  'Is identity theft an offence under the Cybercrimes Act?',
  'Can the EFCC freeze a bank account?',
  'What happens to someone who hacks into a computer system without authorisation?',
];
const loading = 'still being loaded';
/** Two small acts of the shared law texts: ingested on first start in about a second. */
const acts = ['efcc-act.md', 'cybercrime-act.md'];
const admin = { email: 'crash-admin@example.ng', password: 'crash test admin password' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface VoteAttempt {
  citizen: TestUser;
  option: string;
  acknowledged: boolean;
  receipt?: string;
  status?: number;
}

interface AskAttempt {
  citizen: TestUser;
  question: string;
  acknowledged: boolean;
  answer?: string;
  status?: number;
}

interface PollView {
  id: number;
  total_ballots: number;
  options: { title: string; voters: number }[];
}

interface History {
  user_conversation: { user_query: string; ai_response: string }[];
}

describe.each(dbKinds)('the server process on %s', (kind) => {
  let store: ServerStore | undefined;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;
  let citizens: TestUser[];
  let adminToken: string;
  let pollId: number;
  /** Citizens with a ballot once the crash test has had everyone who tried vote again. */
  let ballotsCast = 0;
  const figures: Record<string, number | string> = {};

  const origin = () => {
    if (!server) throw new Error('no server running');
    return server.origin;
  };
  const vote = (citizen: TestUser, option: string, agent?: http.Agent) => ({
    method: 'POST' as const,
    path: `/api/poll/${pollId}/vote`,
    token: citizen.token,
    body: { option_title: option },
    agent,
  });
  const ask = (asker: { token: string }, question: string, agent?: http.Agent) => ({
    method: 'POST' as const,
    path: '/api/ask',
    token: asker.token,
    body: { user_query: question },
    agent,
  });
  const get = (url: string, token?: string) => send(origin(), { method: 'GET', path: url, token });

  async function start(): Promise<number> {
    const started = await startReadyServer(env, 40_000);
    server = started.server;
    return started.readyMs;
  }

  async function pollCounts(): Promise<PollView> {
    const list = await get('/api/polls', adminToken);
    expect(list.status).toBe(200);
    const poll = (list.json() as PollView[]).find((p) => p.id === pollId);
    if (!poll) throw new Error('the poll is gone');
    return poll;
  }

  /** Whether each receipt is in the count, by the voter's own check (the list waits for the close). */
  async function receiptsCounted(codes: string[]): Promise<boolean[]> {
    return Promise.all(
      codes.map(async (code) => {
        const answer = await send(origin(), {
          method: 'POST',
          path: `/api/polls/${pollId}/receipts/check`,
          body: { receipt_code: code },
        });
        expect(answer.status).toBe(200);
        return (answer.json() as { counted: boolean }).counted;
      }),
    );
  }

  async function history(citizen: TestUser) {
    const answer = await get('/api/user/chat-history', citizen.token);
    expect(answer.status).toBe(200);
    return (answer.json() as History).user_conversation;
  }

  beforeAll(async () => {
    store = await createServerStore(kind);
    const laws = await smallLawLibrary(path.join(store.varDir, 'laws'), acts);
    env = {
      ...store.env,
      // Fixed secrets: the citizens' tokens must outlive the process that issued them.
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      LAWS_DIR: laws,
      FACTCHECKS_FILE: path.join(store.varDir, 'no-factchecks.jsonl'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };

    // Verified citizens with sessions, written to the same database before the server starts.
    const seedingAt = Date.now();
    const seeder = await buildApp(loadConfig({ ...env, NODE_ENV: 'test' }), {
      logger: false,
      webDist: '/nonexistent',
    });
    citizens = [];
    try {
      const total = citizensUnderLoad + citizensAtShutdown;
      while (citizens.length < total) {
        const batch = Math.min(20, total - citizens.length);
        citizens.push(
          ...(await Promise.all(
            Array.from({ length: batch }, () => createUser(seeder, { verified: true })),
          )),
        );
      }
    } finally {
      await seeder.close();
    }
    figures.seedMs = Date.now() - seedingAt;

    figures.firstStartMs = await start();
    const login = await send(origin(), {
      method: 'POST',
      path: '/api/login/email',
      body: admin,
    });
    expect(login.status).toBe(200);
    adminToken = (login.json() as { access_token: string }).access_token;
    const created = await send(origin(), {
      method: 'POST',
      path: '/api/poll/create',
      token: adminToken,
      body: {
        title: 'Should the EFCC have its own courts?',
        description: 'Asked while the server is being killed',
        start_date: new Date(Date.now() - 3_600_000).toISOString(),
        end_date: new Date(Date.now() + 86_400_000).toISOString(),
        status: 'active',
        type: 'poll',
        allow_multiple_votes: false,
        results_visibility: 'live',
        options: options.map((title) => ({ title })),
      },
    });
    expect(created.status).toBe(201);
    pollId = (created.json() as { id: number }).id;

    // First-start ingestion runs in the background, one act at a time: wait until every act is
    // stored, then the assistant answers from them.
    const ingestingAt = Date.now();
    for (const act of acts) {
      const stored = `"msg":"laws: ${act.replace(/\.md$/, '')}: `;
      await server!.waitForLine((line) => line.includes(stored), 40_000);
    }
    const probe = await send(origin(), ask({ token: adminToken }, questions[0]!));
    expect(probe.status).toBe(200);
    expect(probe.body).toContain('EFCC');
    figures.ingestionWaitMs = Date.now() - ingestingAt;
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await store?.destroy();
    if (Object.keys(figures).length > 0) console.log(`[${kind}] ${JSON.stringify(figures)}`);
  });

  it('keeps every acknowledged vote and chat entry when SIGKILLed under load, counts exact', async () => {
    onTestFailed(() => console.log(`server log (${kind}):\n${tail(server?.lines ?? [])}`));
    const crashed = server!;
    const votes: VoteAttempt[] = [];
    const asks: AskAttempt[] = [];
    let inFlight = 0;
    let next = 0;
    let killed: { inFlight: number; votes: number; asks: number } | undefined;
    const kill = () => {
      if (killed) return;
      killed = {
        inFlight,
        votes: votes.filter((v) => v.acknowledged).length,
        asks: asks.filter((a) => a.acknowledged).length,
      };
      crashed.signal('SIGKILL');
    };
    // Records an attempt: acknowledged only for a complete 2xx answer.
    const attempt = async (
      record: { acknowledged: boolean; status?: number },
      request: Promise<Answer>,
      keep: (answer: Answer) => void,
    ) => {
      inFlight += 1;
      try {
        const answer = await request;
        record.status = answer.status;
        if (answer.status >= 200 && answer.status < 300) {
          keep(answer);
          record.acknowledged = true;
        }
      } catch {
        // Cut off by the kill: may or may not have been stored.
      } finally {
        inFlight -= 1;
      }
      // Enough acknowledged, or the last citizens are on their way: kill while answers are pending.
      if (
        (votes.filter((v) => v.acknowledged).length >= killAfter.votes &&
          asks.filter((a) => a.acknowledged).length >= killAfter.asks) ||
        next >= citizensUnderLoad
      ) {
        kill();
      }
    };

    const client = async () => {
      while (!killed && next < citizensUnderLoad) {
        const index = next++;
        const citizen = citizens[index]!;
        const ballot: VoteAttempt = { citizen, option: options[index % 3]!, acknowledged: false };
        votes.push(ballot);
        await attempt(ballot, send(crashed.origin, vote(citizen, ballot.option)), (a) => {
          ballot.receipt = (a.json() as { receipt_code: string }).receipt_code;
        });
        if (index % 2 === 0 && !killed) {
          const question: AskAttempt = {
            citizen,
            question: questions[index % questions.length]!,
            acknowledged: false,
          };
          asks.push(question);
          await attempt(question, send(crashed.origin, ask(citizen, question.question)), (a) => {
            question.answer = a.body;
          });
        }
      }
    };
    await Promise.all(Array.from({ length: concurrentClients }, client));
    const exit = await within(crashed.exited, 10_000, 'the killed server exiting');

    // The kill really came mid-load, with answers both given and pending.
    expect(exit.signal).toBe('SIGKILL');
    expect(killed).toBeDefined();
    expect(killed!.inFlight).toBeGreaterThan(0);
    expect(killed!.votes).toBeGreaterThan(0);
    expect(killed!.asks).toBeGreaterThan(0);
    // Nothing was refused or failed before the kill: every complete answer was a success.
    for (const a of [...votes, ...asks]) {
      if (a.status !== undefined) expect(a.status).toBeLessThan(300);
    }
    const acked = votes.filter((v) => v.acknowledged);
    const lost = votes.filter((v) => !v.acknowledged);
    const ackedAsks = asks.filter((a) => a.acknowledged);
    for (const a of ackedAsks) expect(a.answer).not.toContain(loading);
    Object.assign(figures, {
      votesAttempted: votes.length,
      votesAcknowledged: acked.length,
      asksAttempted: asks.length,
      asksAcknowledged: ackedAsks.length,
      inFlightAtKill: killed!.inFlight,
    });

    // Started again on the same database.
    const restartedAt = Date.now();
    await start();
    figures.restartMs = Date.now() - restartedAt;

    // Every acknowledged ballot is there under its receipt; its choice is in the counts below.
    const counts = await pollCounts();
    expect(await receiptsCounted(acked.map((v) => v.receipt!))).not.toContain(false);
    const perOption = (list: VoteAttempt[], option: string) =>
      list.filter((v) => v.option === option).length;
    for (const option of options) {
      const voters = counts.options.find((o) => o.title === option)!.voters;
      expect(voters).toBeGreaterThanOrEqual(perOption(acked, option));
      expect(voters).toBeLessThanOrEqual(perOption(votes, option));
    }
    // One ballot per counted voter: the counters agree (the SIGTERM test below recounts the
    // stored ballots against them).
    const counted = counts.options.reduce((sum, o) => sum + o.voters, 0);
    expect(counts.total_ballots).toBe(counted);

    // Each citizen who voted tries again: an acknowledged vote is refused as already cast; a vote
    // cut off by the kill is refused exactly when it was counted. That makes the counts exact.
    const committedUnacknowledged: VoteAttempt[] = [];
    for (const v of acked) {
      const again = await send(origin(), vote(v.citizen, v.option));
      expect(again.status).toBe(409);
      expect((again.json() as { code: string }).code).toBe('ALREADY_VOTED');
    }
    for (const v of lost) {
      const again = await send(origin(), vote(v.citizen, v.option));
      expect([200, 409]).toContain(again.status);
      if (again.status === 409) committedUnacknowledged.push(v);
    }
    for (const option of options) {
      expect(counts.options.find((o) => o.title === option)!.voters).toBe(
        perOption(acked, option) + perOption(committedUnacknowledged, option),
      );
    }
    figures.votesCountedAfterRestart = counted;
    figures.votesCountedButNotAcknowledged = committedUnacknowledged.length;
    // Now every citizen who tried has exactly one ballot.
    const final = await pollCounts();
    for (const option of options) {
      expect(final.options.find((o) => o.title === option)!.voters).toBe(perOption(votes, option));
    }
    ballotsCast = votes.length;

    // Every acknowledged answer is in its citizen's history once, word for word; an answer cut
    // off is there at most once; nobody else has a conversation.
    const asked = new Map(asks.map((a) => [a.citizen.id, a]));
    let recoveredAsks = 0;
    for (const citizen of citizens.slice(0, citizensUnderLoad)) {
      const entries = await history(citizen);
      const attemptOf = asked.get(citizen.id);
      if (!attemptOf) {
        expect(entries).toEqual([]);
        continue;
      }
      expect(entries.every((e) => e.user_query === attemptOf.question)).toBe(true);
      if (attemptOf.acknowledged) {
        expect(entries).toHaveLength(1);
        expect(entries[0]!.ai_response).toBe(attemptOf.answer);
        recoveredAsks += 1;
      } else {
        expect(entries.length).toBeLessThanOrEqual(1);
      }
    }
    expect(recoveredAsks).toBe(ackedAsks.length);
    figures.asksRecovered = recoveredAsks;
    expect(loggedErrors(crashed.lines)).toEqual([]);
    expect(loggedErrors(server!.lines)).toEqual([]);
  }, 90_000);

  it('finishes the requests in flight on SIGTERM, refuses new ones and exits 0', async () => {
    onTestFailed(() => console.log(`server log (${kind}):\n${tail(server?.lines ?? [])}`));
    const stopping = server!;
    const group = citizens.slice(citizensUnderLoad);
    // Keep-alive connections, as browsers hold them: shutdown must not wait for them to time out.
    const agent = new http.Agent({ keepAlive: true });
    const mark = stopping.lines.length;
    const inFlight = [
      ...group.map((citizen, i) => ({
        kind: 'vote' as const,
        citizen,
        option: options[i % 3]!,
        request: sendInTwoHalves(stopping.origin, vote(citizen, options[i % 3]!, agent)),
      })),
      ...group.slice(0, 4).map((citizen, i) => ({
        kind: 'ask' as const,
        citizen,
        question: questions[i]!,
        request: sendInTwoHalves(stopping.origin, ask(citizen, questions[i]!, agent)),
      })),
    ];
    // The server has every one of them in hand (routed and logged) before the signal.
    const received = () =>
      stopping.lines
        .slice(mark)
        .filter(
          (l) =>
            l.includes('"msg":"incoming request"') &&
            (l.includes('"route":"/api/poll/:id/vote"') || l.includes('"route":"/api/ask"')),
        ).length;
    const deadline = Date.now() + 10_000;
    while (received() < inFlight.length) {
      if (Date.now() > deadline) throw new Error(`only ${received()} requests reached the server`);
      await sleep(20);
    }
    await sleep(100);

    const signalledAt = Date.now();
    stopping.signal('SIGTERM');
    await stopping.waitForLine((l) => l.includes('shutting down'), 5_000, mark);
    await sleep(200);
    // A new request is not taken any more (it would be answered 200 if it were).
    const late = await send(stopping.origin, { method: 'GET', path: '/readyz' }).then(
      (a) => a.status,
      (error: unknown) => (error as NodeJS.ErrnoException).code,
    );
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(late);

    // The requests in flight all complete with success.
    const answers = await within(
      Promise.all(inFlight.map((r) => r.request.finish())),
      10_000,
      'in-flight answers',
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const exit = await within(stopping.exited, 15_000, 'exit after SIGTERM');
    figures.sigtermExitMs = Date.now() - signalledAt;
    agent.destroy();
    expect(exit).toEqual({ code: 0, signal: null });
    server = undefined;

    expect(loggedErrors(stopping.lines)).toEqual([]);
    figures.sigtermRequestsCompleted = answers.length;

    // And what they answered is stored: read straight from the database the server closed.
    const database = await openConfiguredDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
    try {
      const choiceOf = await storedChoices(database, pollId);
      expect(choiceOf.size).toBe(ballotsCast + group.length);
      for (const [i, r] of inFlight.entries()) {
        const answer = answers[i]!;
        if (r.kind === 'vote') {
          const { receipt_code } = answer.json() as { receipt_code: string };
          expect(choiceOf.get(receipt_code)).toBe(r.option);
          continue;
        }
        expect(answer.body).not.toContain(loading);
        const entries = await database.rows<{ user_query: string; ai_response: string }>(
          sql`select user_query, ai_response from chat_entries where user_id = ${r.citizen.id}`,
        );
        expect(entries).toEqual([{ user_query: r.question, ai_response: answer.body }]);
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
