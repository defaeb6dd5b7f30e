/** Polls and votes: ballots and their receipts, live and final counts. What other rooms may use of it. */
export { BallotWriter } from './ballot-writer.js';
export { LiveResults } from './live-results.js';
export { isLive, resultsVisible } from './policy.js';
export { type PollsContext } from './polls-context.js';
export {
  anyVotedIn,
  findPoll,
  listFinishedPolls,
  listLivePolls,
  type PollWithOptions,
} from './repo.js';
export { pollRoutes } from './routes.js';
export { castBallot } from './service.js';
