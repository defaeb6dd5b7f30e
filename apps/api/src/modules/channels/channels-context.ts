import type { FactCheckContext } from '../factcheck/factcheck-context.js';
import type { LawsContext } from '../laws/laws-context.js';
import type { PollsContext } from '../polls/polls-context.js';

/** The phone channels vote, ask and check claims: they need what each of those modules needs. */
export interface ChannelsContext extends LawsContext, FactCheckContext, PollsContext {}
