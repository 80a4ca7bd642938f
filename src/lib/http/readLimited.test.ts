import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, isMultipart, MAX_BODY_BYTES, readLimited, uploadBodyLimit } from './readLimited';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/', { method: 'POST', body, headers });

describe('readLimited', () => {
  it('reads a body within the cap', async () => {
    expect(new TextDecoder().decode(await readLimited(post('hello'), 5))).toBe('hello');
  });
  it('refuses a body over the cap, declared or read', async () => {
    await expect(readLimited(post('hello!'), 5)).rejects.toBeInstanceOf(BodyTooLargeError);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('abc'));
        controller.enqueue(new TextEncoder().encode('def'));
        controller.close();
      },
    });
    const undeclared = new Request('http://site.test/', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expect(readLimited(undeclared, 5)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe('body caps', () => {
  it('an upload may carry the configured file plus the multipart overhead, never less than a plain call', () => {
    expect(uploadBodyLimit(10 * 1024 * 1024)).toBe(10 * 1024 * 1024 + 64 * 1024);
    expect(uploadBodyLimit(1)).toBe(MAX_BODY_BYTES);
    expect(uploadBodyLimit(Number.NaN)).toBe(MAX_BODY_BYTES);
  });
  it('knows a multipart body', () => {
    expect(isMultipart(post('', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true);
    expect(isMultipart(post('', { 'content-type': 'application/json' }))).toBe(false);
  });
});
