import type { Language } from '../../../i18n/index.js';
import { noteIn, type Hit } from '../retrieval/section-index.js';
import type { Answerer } from './answerer.js';
import { citationHref, citationLabel } from './citations.js';

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

export class LlmError extends Error {}

/** The sections to answer from, each with its note in the asker's language where it has one. */
function context(hits: Hit[], language: Language): string {
  return hits
    .map((h, i) => {
      const s = h.section;
      const body = s.incomplete
        ? '[text not in the library yet]'
        : s.body.replace(/\s+/g, ' ').slice(0, 1800);
      const words = noteIn(s, language);
      const note = words ? `In plain words: ${words}\n` : '';
      return `[${i + 1}] ${citationLabel(s)}${s.title ? ` — ${s.title}` : ''}\nlink: ${citationHref(s)}\n${note}Text: ${body}`;
    })
    .join('\n\n');
}

const languageNames = {
  en: 'plain English',
  pcm: 'Nigerian Pidgin',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
} as const;

const systemPrompt = (
  language: Language,
) => `You answer Nigerian citizens' questions about Nigerian law. Write your own sentences in ${languageNames[language]}; quote the law in its English words.
Use ONLY the numbered law sections given to you. Never state law that is not in them. Each comes with a plain-words note and its text: explain from the note, and check it against the text, which decides.
Cite every provision you rely on with a markdown link exactly like [Short title, s. N](/laws/act#s-N), using the link given with the section.
If the sections do not answer the question, say that plainly and do not guess. If a section is marked as not in the library yet, say "that part of the law is not in the library yet".
Be brief: a one-sentence answer first, then the provisions. This is general information, not legal advice.`;

const restatePrompt = `Rewrite the citizen's question about Nigerian law in the formal words a Nigerian statute would use for the same thing (for example "sack" becomes "terminate employment", "police fit collect my phone" becomes "seizure of property by a police officer"), so it can be searched in the statute texts.
Reply with the rewritten question only, in English, on one line. Do not answer it and do not name sections.`;

/** The body of a chat-completions request, streamed or not. */
function completion(
  settings: LlmSettings,
  messages: { role: string; content: string }[],
  stream: boolean,
) {
  return JSON.stringify({ model: settings.model, stream, temperature: 0.2, messages });
}

function post(
  settings: LlmSettings,
  body: string,
  signal: AbortSignal | undefined,
  accept: string,
) {
  const timeout = AbortSignal.timeout(settings.timeoutMs ?? 60_000);
  return fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept,
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  }).catch((error: unknown) => {
    throw new LlmError(`The language model could not be reached (${(error as Error).name}).`);
  });
}

/** Reads an OpenAI-compatible chat-completions stream (Server-Sent Events) as text deltas. */
async function* readDeltas(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
  const reader = body.pipeThrough(decoder).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      try {
        const parsed = JSON.parse(data) as {
          choices?: { delta?: { content?: string | null } }[];
        };
        const content = parsed.choices?.[0]?.delta?.content;
        if (content) yield content;
      } catch {
        // A keep-alive or a malformed line: skip it.
      }
    }
  }
}

/** Any OpenAI-compatible server (Ollama, vLLM, hosted): writes from the retrieved sections only. */
export function createLlmAnswerer(settings: LlmSettings): Answerer {
  return {
    name: `llm:${settings.model}`,
    async restate(question, signal) {
      const body = completion(
        settings,
        [
          { role: 'system', content: restatePrompt },
          { role: 'user', content: question },
        ],
        false,
      );
      const response = await post(settings, body, signal, 'application/json');
      if (!response.ok) throw new LlmError(`The language model answered ${response.status}.`);
      const parsed = (await response.json()) as {
        choices?: { message?: { content?: string | null } }[];
      };
      return (parsed.choices?.[0]?.message?.content ?? '').replace(/\s+/g, ' ').trim();
    },
    async *answer({ question, hits, language }, signal) {
      const body = completion(
        settings,
        [
          { role: 'system', content: systemPrompt(language) },
          {
            role: 'user',
            content: `Law sections:\n\n${context(hits.slice(0, 6), language)}\n\nQuestion: ${question}`,
          },
        ],
        true,
      );
      const response = await post(settings, body, signal, 'text/event-stream');
      if (!response.ok || !response.body) {
        throw new LlmError(`The language model answered ${response.status}.`);
      }
      yield* readDeltas(response.body);
    },
  };
}
