/** The law library and its assistant: ingestion, retrieval, checked answers and the chat history. What other rooms may use of it. */
export { citationHref, citationLink } from './answer/citations.js';
export { createAnswerer } from './answer/create-answerer.js';
export { LawAssistant } from './assistant.js';
export {
  chatErasureMessages,
  deleteChatEntriesBefore,
  deleteChatEntry,
  deleteChatHistory,
} from './chat-erasure.js';
export { chatRoutes } from './chat-routes.js';
export {
  findLawFiles,
  ingestIfEmpty,
  ingestLaws,
  parseLawFile,
  type IngestResult,
  type ParsedLaw,
} from './ingest/ingest.js';
export {
  LawNote,
  lawNotesDir,
  noteState,
  readLawNotes,
  takesNote,
  type NoteState,
} from './ingest/law-notes.js';
export {
  NoteTranslation,
  noteLanguages,
  noteTextHash,
  readNoteTranslations,
  translationsFile,
  type NoteLanguage,
} from './ingest/note-translations.js';
export { readability } from './ingest/readability.js';
export { type LawsContext } from './laws-context.js';
export { lawReaderRoutes } from './reader-routes.js';
export { noteIn, type IndexedSection } from './retrieval/section-index.js';
