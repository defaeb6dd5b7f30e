/**
 * The API's schemas, fetched when a screen first checks an answer instead of before it paints:
 * zod is a sixth of a first screen's download on a phone network. The answer's own request runs
 * beside it, so no round trip is added.
 */
export const loadContracts = () => import('@civicng/contracts');
