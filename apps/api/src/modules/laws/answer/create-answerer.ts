import type { Config } from '../../../config.js';
import type { Answerer } from './answerer.js';
import { extractiveAnswerer } from './extractive-answerer.js';
import { createLlmAnswerer } from './llm-answerer.js';

/** The LLM when LLM_BASE_URL and LLM_MODEL are set, else the offline extractive answerer. */
export function createAnswerer(config: Config): Answerer {
  if (config.LLM_BASE_URL && config.LLM_MODEL) {
    return createLlmAnswerer({
      baseUrl: config.LLM_BASE_URL,
      model: config.LLM_MODEL,
      apiKey: config.LLM_API_KEY,
    });
  }
  return extractiveAnswerer;
}
