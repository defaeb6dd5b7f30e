/** The feature-phone front ends (USSD and SMS), calling the services the web calls. What other rooms may use of it. */
export { type ChannelsContext } from './channels-context.js';
export { optedOut } from './phone-answers.js';
export { channelRoutes, type ChannelOptions } from './routes.js';
export { hasVotingPin } from './voting-pin.js';
