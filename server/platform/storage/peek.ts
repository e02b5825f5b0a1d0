import { Readable } from 'node:stream';

/** Reads the first `n` bytes of a stream and gives back a stream that still yields every byte. */
export async function peek(stream: Readable, n: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < n) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const buffered = Buffer.concat(chunks);
  async function* replay() {
    if (buffered.length) yield buffered;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: buffered.subarray(0, n), stream: Readable.from(replay()) };
}
