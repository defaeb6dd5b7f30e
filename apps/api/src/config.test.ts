import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config.js';

describe('configuration', () => {
  it('starts with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_NAME).toBe('CivicNG');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.varDir).toMatch(/var$/);
  });

  it('stops on a bad value with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads, and no other', async () => {
    const { readFile } = await import('node:fs/promises');
    const { repoRoot } = await import('./paths.js');
    const text = await readFile(`${repoRoot}/.env.example`, 'utf8');
    const documented = [...text.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual([...configVariables].sort());
  });
});
