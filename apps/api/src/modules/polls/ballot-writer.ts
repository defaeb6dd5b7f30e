import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  ballots,
  pollBallotTallies,
  pollOptionTallies,
  pollParticipations,
  polls,
} from '../../db/schema.js';

export interface BallotToWrite {
  pollId: number;
  /** The voter's key in this poll (voterHash): unique per poll, so a second ballot is refused. */
  voterKey: string;
  receiptCode: string;
  optionIds: number[];
}

export type BallotOutcome = 'recorded' | 'already_voted' | 'closed';

interface Pending extends BallotToWrite {
  resolve(outcome: BallotOutcome): void;
  reject(error: unknown): void;
}

/** Shards per count: enough that ballots committed by a few nodes at once rarely meet on a row. */
const shards = 16;
const maxBatch = 256;
/**
 * Statements in flight at once. One: measured on PostgreSQL with 32 clients, two or more
 * statements at once were slower (they meet on the same index pages), and PGlite runs one at a time.
 */
const inFlight = 1;
/** Planner statistics are refreshed once this many ballots (and a tenth of all) are new. */
const analyseEvery = 500;

/**
 * Group commit: ballots that arrive while a transaction is committing wait for the next one, so a
 * crowd's ballots share one statement and one commit instead of queueing for a commit each. Every
 * ballot is answered only after the statement that holds it has committed. In that statement the
 * participation's unique (poll, voter) key refuses a second ballot without failing the others, and
 * a poll that is no longer live records nothing. If the statement fails as a whole, each of its
 * ballots is tried alone, so one ballot's error fails only that ballot.
 */
export class BallotWriter {
  private queue: Pending[] = [];
  private writing = 0;
  private sinceAnalyse = 0;
  private written = 0;
  private analysing = false;
  private sizeRead = false;

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  write(ballot: BallotToWrite): Promise<BallotOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...ballot, resolve, reject });
      if (this.writing < inFlight) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing += 1;
    try {
      while (this.queue.length > 0) {
        // Lets the ballots whose requests are already being read join this statement.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.nextBatch();
        try {
          this.settle(batch, await this.writeBatch(batch));
        } catch (error) {
          if (batch.length === 1) batch[0]?.reject(error);
          else for (const ballot of batch) await this.writeAlone(ballot);
        }
      }
    } finally {
      this.writing -= 1;
    }
  }

  /** Up to maxBatch ballots, one per voter and poll: a repeat waits for the next statement. */
  private nextBatch(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    const rest: Pending[] = [];
    for (const ballot of this.queue) {
      const key = `${ballot.pollId}:${ballot.voterKey}`;
      if (batch.length < maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(ballot);
      } else rest.push(ballot);
    }
    this.queue = rest;
    return batch;
  }

  private async writeAlone(ballot: Pending): Promise<void> {
    try {
      this.settle([ballot], await this.writeBatch([ballot]));
    } catch (error) {
      ballot.reject(error);
    }
  }

  private settle(batch: Pending[], outcomes: BallotOutcome[]): void {
    let recorded = 0;
    batch.forEach((ballot, i) => {
      const outcome = outcomes[i] ?? 'closed';
      if (outcome === 'recorded') recorded += 1;
      ballot.resolve(outcome);
    });
    this.noteWritten(recorded);
  }

  private async writeBatch(batch: Pending[]): Promise<BallotOutcome[]> {
    const input = JSON.stringify(
      batch.map((b, k) => ({
        k,
        poll_id: b.pollId,
        voter_hash: b.voterKey,
        receipt: b.receiptCode,
        options: b.optionIds,
      })),
    );
    const shard = randomInt(shards);
    const rows = await this.database.rows<{ k: number; recorded: boolean; live: boolean }>(
      sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb)
          as t(k int, poll_id int, voter_hash text, receipt text, options int[])
      ), live as (
        select id from ${polls}
        where id in (select poll_id from input)
          and status = 'active' and start_time <= now() and end_time > now()
      ), participation as (
        insert into ${pollParticipations} (poll_id, voter_hash)
        select poll_id, voter_hash from input where poll_id in (select id from live)
        on conflict (poll_id, voter_hash) do nothing
        returning poll_id, voter_hash
      ), accepted as (
        select input.* from input
        join participation using (poll_id, voter_hash)
      ), ballot as (
        insert into ${ballots} (poll_id, receipt_code, option_ids)
        select poll_id, receipt, options from accepted
      ), option_tally as (
        insert into ${pollOptionTallies} (option_id, shard, voters)
        select option_id, ${shard}, count(*) from accepted, unnest(options) as option_id
        group by option_id
        on conflict (option_id, shard)
        do update set voters = ${pollOptionTallies}.voters + excluded.voters
      ), ballot_tally as (
        insert into ${pollBallotTallies} (poll_id, shard, ballots)
        select poll_id, ${shard}, count(*) from accepted group by poll_id
        on conflict (poll_id, shard)
        do update set ballots = ${pollBallotTallies}.ballots + excluded.ballots
      )
      select input.k,
        participation.voter_hash is not null as recorded,
        input.poll_id in (select id from live) as live
      from input
      left join participation using (poll_id, voter_hash)
      order by input.k`,
      'ballot_batch',
    );
    return rows.map((r) => (r.recorded ? 'recorded' : r.live ? 'already_voted' : 'closed'));
  }

  /**
   * Keeps planner statistics fresh as the ballot tables grow. PGlite has no autovacuum, and tables
   * analysed while empty keep planning the foreign-key checks as sequential scans.
   */
  private noteWritten(recorded: number): void {
    this.sinceAnalyse += recorded;
    this.written += recorded;
    if (!this.sizeRead) this.readTableSize();
    if (this.analysing || this.sinceAnalyse < Math.max(analyseEvery, this.written / 10)) return;
    this.sinceAnalyse = 0;
    this.analysing = true;
    this.database
      .rows(
        sql`analyze ${pollParticipations}, ${ballots}, ${pollOptionTallies}, ${pollBallotTallies}`,
      )
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.analysing = false;
      });
  }

  /**
   * "A tenth of all" counts the ballots already in the table, not only this process's: analysing
   * a table of millions every 500 new ballots would spend more time in ANALYZE than in voting.
   */
  private readTableSize(): void {
    this.sizeRead = true;
    this.database
      .rows<{ n: number }>(
        sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = to_regclass('ballots')`,
      )
      .then(([row]) => {
        this.written += row?.n ?? 0;
      })
      .catch((error: unknown) => this.onError(error));
  }
}
