import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, readImportGraph } from './test/import-graph.js';

// The API's rooms import one way (routes → modules → plugins, sessions, context → providers,
// search, i18n, db, config). ESLint's import-x rules stop a new import the wrong way as it is
// written; this test reads the whole graph, so a circle through several rooms cannot slip by.

const graph = readImportGraph(path.join(import.meta.dirname));

/** Rooms that sit under the modules: none of them may import a module or the app. */
const below = [
  'config.ts',
  'context.ts',
  'db',
  'errors.ts',
  'html.ts',
  'i18n',
  'jobs',
  'paths.ts',
  'plugins',
  'providers',
  'redis-options.ts',
  'search',
  'security',
  'sessions',
  'types',
];
const top = ['app.ts', 'routes.ts', 'server.ts', 'cli'];

describe('the API imports one way', () => {
  it('has no import circle between files', () => {
    expect(graph.files.size).toBeGreaterThan(100);
    expect(circles(graph.files)).toEqual([]);
  });

  it('has no import circle between rooms (a module folder, or a top-level folder or file)', () => {
    expect(circles(graph.rooms)).toEqual([]);
  });

  it('keeps the shared rooms below the modules, and the modules below the app', () => {
    const wrongWay = [...graph.rooms].flatMap(([room, targets]) =>
      [...targets]
        .filter(
          (target) =>
            (below.includes(room) && (target.startsWith('modules/') || top.includes(target))) ||
            (room.startsWith('modules/') && top.includes(target)),
        )
        .map((target) => `${room} → ${target}`),
    );
    expect(wrongWay).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const loop = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(circles(loop)).toEqual([['a', 'b', 'c']]);
  });
});
