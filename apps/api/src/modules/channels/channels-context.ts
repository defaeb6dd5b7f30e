import type { FactCheckContext } from '../factcheck/index.js';
import type { LawsContext } from '../laws/index.js';
import type { PollsContext } from '../polls/index.js';

/** The phone channels vote, ask and check claims: they need what each of those modules needs. */
export interface ChannelsContext extends LawsContext, FactCheckContext, PollsContext {}
