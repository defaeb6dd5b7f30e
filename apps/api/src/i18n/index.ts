export {
  accountLanguage,
  isLanguage,
  languageFromHeader,
  languages,
  type Language,
} from './languages.js';
export type { Message, MessageKey, MessageValues } from './message-keys.js';
export { isMessageKey, say, textIn, translate } from './translate.js';
