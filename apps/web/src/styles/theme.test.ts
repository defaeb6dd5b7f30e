// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, compileString, type Options } from 'sass';
import { describe, expect, it } from 'vitest';

const webDir = path.resolve(import.meta.dirname, '..', '..');
const options: Options<'sync'> = {
  loadPaths: [path.join(webDir, 'node_modules'), path.join(webDir, '..', '..', 'node_modules')],
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};

const classesOf = (css: string) =>
  new Set([...css.matchAll(/\.(-?[a-z][\w-]*)/gi)].map((m) => m[1]));

/** Every word of the app's source strings that could be a class name: `mb-3`, not `auth.email`. */
function sourceWords(): Set<string> {
  const words = new Set<string>();
  const files = readdirSync(path.join(webDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(webDir, 'src', file));
  for (const file of [...files, path.join(webDir, 'index.html')]) {
    const source = readFileSync(file, 'utf8');
    for (const [, a, b, c] of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = (a ?? b ?? c ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/)) if (/^[a-z][a-z0-9-]*$/.test(word)) words.add(word);
    }
  }
  return words;
}

// Words in the source that are Bootstrap classes by name only (an input's placeholder prop).
const notClasses = new Set(['placeholder']);

describe('theme.scss', () => {
  // Classes built at run time (`border-${variant}`, react-bootstrap's `alert-${variant}`) are not
  // seen here: their components and utility groups are kept whole in theme.scss.
  it('keeps every Bootstrap class the source names', { timeout: 60_000 }, () => {
    const full = classesOf(compileString("@import 'bootstrap/scss/bootstrap';", options).css);
    const theme = classesOf(compile(path.join(webDir, 'src', 'styles', 'theme.scss'), options).css);
    const lost = [...sourceWords()].filter(
      (word) => full.has(word) && !theme.has(word) && !notClasses.has(word),
    );
    // Add the component's @import or the utility's key to $utilities-in-use in theme.scss.
    expect(lost).toEqual([]);
  });
});
