import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, hostUrls, loadConfig } from './config.js';

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

  it('takes a primary and its standbys in DATABASE_URL, and Sentinels in REDIS_URL', () => {
    const pair = 'postgres://u@10.0.0.1:5432,10.0.0.2:5433/civicng?target_session_attrs=read-write';
    expect(loadConfig({ DATABASE_URL: pair }).DATABASE_URL).toBe(pair);
    expect(hostUrls(pair)).toEqual([
      'postgres://u@10.0.0.1:5432/civicng',
      'postgres://u@10.0.0.2:5433/civicng',
    ]);
    const sentinels = 'redis-sentinel://civicng?sentinels=10.0.0.1:26379,10.0.0.2:26379';
    expect(loadConfig({ REDIS_URL: sentinels }).REDIS_URL).toBe(sentinels);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h1:5432,h 2:x/db' })).toThrow(
      /^Invalid configuration: DATABASE_URL: must be a PostgreSQL URL/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis-sentinel://civicng?sentinels=oops' })).toThrow(
      /^Invalid configuration: REDIS_URL: must be redis:\/\/host:port/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
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
