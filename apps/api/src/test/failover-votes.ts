import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sleep } from './wait.js';

/**
 * Citizens voting through a database failover, as election day would have it: clients in closed
 * loops, each citizen voting once; a ballot answered 5xx, or not at all, is sent again (to the
 * other API process) until it is answered 200 or 409, as the app retries. Used by the failover
 * test and by `npm run bench:failover`.
 */
export interface FailoverVoteOptions {
  /** API processes; a citizen's attempts go round them. */
  origins: string[];
  tokens: string[];
  pollId: number;
  clients: number;
  /** How long new citizens keep coming; retries of ballots already sent may run on after. */
  seconds: number;
  killAfterSeconds: number;
  kill: () => Promise<void>;
  /** No answer within this long is a hung request (then sent again). */
  hangMs?: number;
}

export interface FailoverVotes {
  /** Receipt codes of the ballots answered 200 ("Vote submitted successfully"). */
  receipts: string[];
  /** A 409 for a ballot whose earlier attempt had no answer or a 5xx: it was counted then. */
  refusedAfterRetry: number;
  /** A 409 on a citizen's first attempt: a ballot counted that nobody sent. */
  refusedFirstTime: number;
  hung: number;
  /** 503 answers (the database out of reach: try again). */
  serverErrors: number;
  serverErrorsDuringFailover: number;
  connectionErrors: number;
  /** Ballots still unanswered when the run gave up on them. */
  abandoned: number;
  secondsToNextAccepted: number;
  votesPerSecondBefore: number;
  votesPerSecondAfter: number;
  /** Of accepted ballots, milliseconds from the first attempt to the 200. */
  p50: number;
  p99: number;
  /** Answers other than 200, 409 and 503, by status. */
  others: Record<string, number>;
}

const choices = ['Yes', 'No', 'Not sure'];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function voteThroughFailover(options: FailoverVoteOptions): Promise<FailoverVotes> {
  const hangMs = options.hangMs ?? 10_000;
  const started = performance.now();
  const now = () => performance.now() - started;
  const deadline = options.seconds * 1000;
  const giveUp = deadline + 60_000;
  const accepted: { at: number; sentAt: number; ms: number }[] = [];
  const receipts: string[] = [];
  const errors: number[] = [];
  const others: Record<string, number> = {};
  let next = 0;
  let hung = 0;
  let connectionErrors = 0;
  let refusedAfterRetry = 0;
  let refusedFirstTime = 0;
  let abandoned = 0;
  let killedAt = Infinity;

  const vote = async (citizen: number) => {
    const body = JSON.stringify({ option_title: choices[citizen % choices.length] });
    const first = now();
    let troubled = false;
    for (let attempt = 0; ; attempt += 1) {
      const origin = options.origins[(citizen + attempt) % options.origins.length] ?? '';
      const sentAt = now();
      try {
        const res = await fetch(`${origin}/api/poll/${options.pollId}/vote`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.tokens[citizen] ?? ''}`,
            'content-type': 'application/json',
          },
          body,
          signal: AbortSignal.timeout(hangMs),
        });
        const text = await res.text();
        if (res.status === 200) {
          receipts.push((JSON.parse(text) as { receipt_code: string }).receipt_code);
          accepted.push({ at: now(), sentAt, ms: now() - first });
          return;
        }
        if (res.status === 409) {
          if (troubled) refusedAfterRetry += 1;
          else refusedFirstTime += 1;
          return;
        }
        if (res.status !== 503) {
          // Anything else (a 500, a 400) is a defect: counted, and the ballot sent again.
          others[res.status] = (others[res.status] ?? 0) + 1;
          if (res.status < 500) return;
        } else {
          errors.push(now());
        }
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') hung += 1;
        else connectionErrors += 1;
      }
      troubled = true;
      if (now() > giveUp) {
        abandoned += 1;
        return;
      }
      await sleep(250);
    }
  };

  const client = async () => {
    while (now() < deadline && next < options.tokens.length) {
      const citizen = next;
      next += 1;
      await vote(citizen);
    }
  };
  const killer = (async () => {
    await sleep(options.killAfterSeconds * 1000);
    // Timed from when the kill has happened (the script returns once its processes are gone).
    await options.kill();
    killedAt = now();
  })();
  await Promise.all([...Array.from({ length: options.clients }, client), killer]);
  const end = now();

  const recovered = accepted.filter((a) => a.sentAt >= killedAt).map((a) => a.at);
  const recoveredAt = recovered.length ? Math.min(...recovered) : Infinity;
  const before = accepted.filter((a) => a.at < killedAt).length;
  const after = accepted.filter((a) => a.at >= recoveredAt).length;
  const latencies = accepted.map((a) => a.ms).sort((a, b) => a - b);
  return {
    receipts,
    refusedAfterRetry,
    refusedFirstTime,
    hung,
    serverErrors: errors.length,
    serverErrorsDuringFailover: errors.filter((t) => t >= killedAt && t <= recoveredAt).length,
    connectionErrors,
    abandoned,
    secondsToNextAccepted: (recoveredAt - killedAt) / 1000,
    votesPerSecondBefore: before / (killedAt / 1000),
    votesPerSecondAfter: after / Math.max(0.001, (end - recoveredAt) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    others,
  };
}

export interface Ledger {
  /** Ballots answered 200 that the database does not hold. */
  missing: number;
  ballots: number;
  participations: number;
  tallied: number;
  /** Ballots beyond one per citizen who took part, or a tally above the participations. */
  doubleCounted: number;
}

/** What the (new) primary holds for the poll, against the receipts the citizens were given. */
export async function readLedger(
  database: Database,
  pollId: number,
  receipts: string[],
): Promise<Ledger> {
  const held = new Set(
    (
      await database.rows<{ receipt_code: string }>(
        sql`select receipt_code from ballots where poll_id = ${pollId}`,
      )
    ).map((r) => r.receipt_code),
  );
  const [counts] = await database.rows<{ participations: number; tallied: number }>(sql`
    select (select count(*)::int from poll_participations where poll_id = ${pollId}) as participations,
           (select coalesce(sum(ballots), 0)::int from poll_ballot_tallies where poll_id = ${pollId}) as tallied`);
  const participations = counts?.participations ?? 0;
  const tallied = counts?.tallied ?? 0;
  return {
    missing: receipts.filter((r) => !held.has(r)).length,
    ballots: held.size,
    participations,
    tallied,
    doubleCounted: Math.max(0, held.size - participations) + Math.max(0, tallied - participations),
  };
}
