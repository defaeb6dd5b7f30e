import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's import graph, read from the source text: every relative import, export-from and
 * dynamic import of the product files (tests and test helpers left out), type-only ones included,
 * since a type import ties two files together as much as a value import does.
 */
export interface ImportGraph {
  files: Map<string, Set<string>>;
  rooms: Map<string, Set<string>>;
}

const specifiers =
  /(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const isProduct = (file: string) =>
  !/\.test\.tsx?$/.test(file) && !file.split('/').includes('test');

function sourceFiles(dir: string, root: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full, root);
    const relative = path.relative(root, full).split(path.sep).join('/');
    return /\.tsx?$/.test(name) && isProduct(relative) ? [relative] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(path.join(root, candidate))) return candidate;
  }
  return undefined;
}

/** A room: a module's folder (modules/polls), or a top-level folder or file of src (search, app.ts). */
export function roomOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0]!;
}

export function readImportGraph(root: string): ImportGraph {
  const files = new Map<string, Set<string>>();
  const rooms = new Map<string, Set<string>>();
  for (const file of sourceFiles(root, root)) {
    const targets = new Set<string>();
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(specifiers)) {
      const target = resolve(root, file, match[1] ?? match[2] ?? '');
      if (target && isProduct(target)) targets.add(target);
    }
    files.set(file, targets);
    const room = roomOf(file);
    const roomTargets = rooms.get(room) ?? new Set<string>();
    for (const target of targets) if (roomOf(target) !== room) roomTargets.add(roomOf(target));
    rooms.set(room, roomTargets);
  }
  return { files, rooms };
}

/** Every circle of the graph: its strongly connected components of more than one node (Tarjan). */
export function circles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
