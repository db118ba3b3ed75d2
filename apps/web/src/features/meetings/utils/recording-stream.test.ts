import { describe, expect, it } from 'vitest';
import { createRecordingStream } from './recording-stream';

const CHUNK_SIZE = 8 * 1024 * 1024;

const chunk = (text: string) => new Blob([text], { type: 'audio/webm' });

const textOf = async (blob: Blob | null) => (blob ? blob.text() : null);

describe('createRecordingStream', () => {
  it('yields the recorded chunks in order, as soon as each one arrives', async () => {
    const stream = createRecordingStream();
    stream.push(chunk('one '));
    const first = await stream.source.slice(0, CHUNK_SIZE);
    expect(await textOf(first.value)).toBe('one ');
    expect(first.done).toBe(false);

    // tus asks for the next bytes before they exist: the read waits for the next chunk, not a full chunkSize.
    const pending = stream.source.slice(4, 4 + CHUNK_SIZE);
    stream.push(chunk('two '));
    const second = await pending;
    expect(await textOf(second.value)).toBe('two ');
    expect(second.done).toBe(false);

    stream.push(chunk('three '));
    stream.push(chunk('four'));
    const third = await stream.source.slice(8, 8 + CHUNK_SIZE);
    expect(await textOf(third.value)).toBe('three four');
    expect(third.value?.type).toBe('audio/webm');
    expect(stream.bytesRecorded).toBe(18);
  });

  it('ends on stop: a waiting read finishes with no bytes and done, so tus sends the final length', async () => {
    const stream = createRecordingStream();
    stream.push(chunk('hello'));
    await stream.source.slice(0, CHUNK_SIZE);

    const pending = stream.source.slice(5, 5 + CHUNK_SIZE);
    stream.close();
    expect(await pending).toEqual({ value: null, done: true });
    expect(stream.isClosed).toBe(true);
  });

  it('marks the last bytes done when the recording stopped before they were read', async () => {
    const stream = createRecordingStream();
    stream.push(chunk('abc'));
    stream.push(chunk('def'));
    stream.close();
    const last = await stream.source.slice(0, CHUNK_SIZE);
    expect(await textOf(last.value)).toBe('abcdef');
    expect(last.done).toBe(true);
  });

  it('never answers more than the requested range', async () => {
    const stream = createRecordingStream();
    stream.push(chunk('abcdef'));
    stream.close();
    const head = await stream.source.slice(0, 4);
    expect(await textOf(head.value)).toBe('abcd');
    expect(head.done).toBe(false);
    const tail = await stream.source.slice(4, 8);
    expect(await textOf(tail.value)).toBe('ef');
    expect(tail.done).toBe(true);
  });

  it('rereads from the offset of a failed PATCH, and drops only what lies before it', async () => {
    const stream = createRecordingStream();
    stream.push(chunk('abc'));
    stream.push(chunk('def'));
    expect(await textOf((await stream.source.slice(3, CHUNK_SIZE)).value)).toBe('def');
    // The PATCH failed and the server kept nothing new: tus asks for the same bytes again.
    expect(await textOf((await stream.source.slice(3, CHUNK_SIZE)).value)).toBe('def');
    await expect(stream.source.slice(0, CHUNK_SIZE)).rejects.toThrow(/are gone/);
  });

  it('ignores empty chunks and chunks that arrive after stop', async () => {
    const stream = createRecordingStream();
    stream.push(chunk(''));
    stream.push(chunk('x'));
    stream.close();
    stream.push(chunk('late'));
    expect(stream.bytesRecorded).toBe(1);
    expect(await textOf((await stream.source.slice(0, CHUNK_SIZE)).value)).toBe('x');
  });

  it('hands tus its live source through the fileReader option', async () => {
    const stream = createRecordingStream();
    expect(await stream.fileReader.openFile()).toBe(stream.source);
    stream.push(chunk('abc'));
    expect(stream.source.size).toBe(3);
  });
});
