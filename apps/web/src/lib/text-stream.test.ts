import { describe, expect, it } from 'vitest';
import { readTextStream } from './text-stream';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readTextStream', () => {
  it('hands over each chunk as it arrives', async () => {
    const encoder = new TextEncoder();
    const seen: string[] = [];
    await readTextStream(
      streamOf(['Here are ', 'the provisions', ' of Nigerian law'].map((t) => encoder.encode(t))),
      (text) => seen.push(text),
    );
    expect(seen).toEqual(['Here are ', 'the provisions', ' of Nigerian law']);
  });

  it('decodes a letter split across two chunks once both have arrived', async () => {
    const bytes = new TextEncoder().encode('“Naira” ₦');
    const seen: string[] = [];
    // Split inside the three bytes of the opening quote and of the naira sign.
    await readTextStream(
      streamOf([bytes.slice(0, 1), bytes.slice(1, 9), bytes.slice(9, 11), bytes.slice(11)]),
      (text) => seen.push(text),
    );
    expect(seen.join('')).toBe('“Naira” ₦');
    expect(seen.every((text) => !text.includes('\uFFFD'))).toBe(true);
  });
});
