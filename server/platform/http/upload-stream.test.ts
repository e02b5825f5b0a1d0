import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { guardUploadStream } from './upload-stream.ts';

// The parser's file stream as busboy and graphql-upload-minimal treat it, played step by step.
describe('guardUploadStream', () => {
  it('passes the bytes through when nothing goes wrong', async () => {
    const source = new PassThrough();
    const open = guardUploadStream(source);
    source.end('hello');
    expect(await text(open())).toBe('hello');
  });

  it('a size limit after the reader started (the parser then unpipes the stream) fails the read with 413, instead of never ending it', async () => {
    const source = new PassThrough();
    const reading = text(guardUploadStream(source)());
    source.write('first bytes');
    await new Promise((resolve) => setImmediate(resolve));
    source.unpipe(); // what graphql-upload-minimal does on 'limit'
    source.emit('limit');
    await expect(reading).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a body cut short before the reader opened the file: no unheard error, and open() throws BAD_REQUEST', async () => {
    const source = new PassThrough();
    const open = guardUploadStream(source);
    source.destroy(new Error('Unexpected end of form'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(open).toThrow(AppError);
    expect(() => open()).toThrow('Malformed or interrupted upload');
  });

  it('a body cut short while reading fails the read with BAD_REQUEST; a reader that stopped listening is not crashed', async () => {
    const source = new PassThrough();
    const reading = text(guardUploadStream(source)());
    source.write('part');
    source.destroy(new Error('Unexpected end of form'));
    await expect(reading).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const other = new PassThrough();
    const stream = guardUploadStream(other)();
    stream.once('data', () => undefined); // reads a little, then forgets the stream
    other.write('x');
    other.destroy(new Error('Unexpected end of form'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.destroyed).toBe(true);
  });

  it('a reader that gives up lets the parser read on (the rest is discarded)', async () => {
    const source = new PassThrough();
    const stream = guardUploadStream(source)();
    stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    source.end('rest of the request');
    await new Promise((resolve) => source.on('end', resolve));
  });
});
