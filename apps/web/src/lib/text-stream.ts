/**
 * Reads a streamed text body, calling onChunk with each decoded piece as it arrives. A letter
 * split across two network chunks is decoded once both have arrived.
 */
export async function readTextStream(
  body: ReadableStream<Uint8Array>,
  onChunk: (text: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    if (text) onChunk(text);
  }
  const rest = decoder.decode();
  if (rest) onChunk(rest);
}
