export { packagedWordVectors } from './vector-cache.js';
export { Neighbourhood, WordVectors, type Neighbour } from './word-vectors.js';
