import type { AppContext } from '../../context.js';
import type { BallotWriter } from './ballot-writer.js';
import type { LiveResults } from './live-results.js';

/** What voting needs beside the shared context, on the web and the phone channels alike. */
export interface PollsContext extends AppContext {
  /** Group commit of ballots: many in one transaction, each answered after its commit. */
  ballots: BallotWriter;
  /** Live counts: a ballot from any channel announces its poll's new counts to every viewer. */
  live: LiveResults;
}
