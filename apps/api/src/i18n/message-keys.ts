import type apiEnglish from '../../locales/en.json';
import type contractsEnglish from '@civicng/contracts/locales/en.json';

/** A key of the API's own messages or of the contracts' validation messages. */
export type MessageKey =
  | `messages.${keyof (typeof apiEnglish)['messages']}`
  | `contracts.${keyof (typeof contractsEnglish)['contracts']}`;

/** A message to say later, in the language of whoever reads it. */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

/** A message's values: words and numbers as they are, or a message said in the same language. */
export type MessageValues = Record<string, string | number | Message>;
