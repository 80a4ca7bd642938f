/**
 * A `fetch` that hands each request to a handler in the same process (the built-in API, see
 * `features/site/apiTransport.server.ts`): the client builds the same Request it would send over HTTP, and reads the
 * handler's Response as it would read one from a socket. The request's signal (the client's timeout) still ends the
 * wait: the call rejects with the signal's reason, which the client reports as it reports a timeout over HTTP.
 */

/** One Request in, one Response out: how an API answers. */
export type RequestHandler = (request: Request) => Promise<Response> | Response;

function aborted(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function inProcessFetch(handler: RequestHandler): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = new Request(input, init);
    const { signal } = request;
    if (signal.aborted) throw aborted(signal);
    const answer = Promise.resolve().then(() => handler(request));
    if (!init?.signal) return answer;
    let stop: (() => void) | undefined;
    const abort = new Promise<never>((_, reject) => {
      stop = () => reject(aborted(signal));
      signal.addEventListener('abort', stop, { once: true });
    });
    try {
      return await Promise.race([answer, abort]);
    } finally {
      if (stop) signal.removeEventListener('abort', stop);
    }
  }) as typeof fetch;
}
