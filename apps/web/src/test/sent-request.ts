/** What one fetch call sent, read the same way whatever the app passed to fetch. */
export type SentRequest = {
  /** Path with query, as requested: '/api/line?deleted=true'. */
  path: string;
  method: string;
  headers: Headers;
  /** The body as text, when there is one. */
  body: string | undefined;
};

/**
 * Reads a fetch call: the typed client passes a Request (api/core.ts), other code a URL and its
 * init. The Request is read through a copy, so whoever answers the call can still read it.
 */
export async function sentRequest(input: RequestInfo | URL, init?: RequestInit) {
  const request =
    input instanceof Request
      ? input.clone()
      : new Request(new URL(String(input), 'http://localhost'), init);
  const url = new URL(request.url);
  const text = request.body ? await request.text() : '';
  return {
    path: url.pathname + url.search,
    method: request.method,
    headers: request.headers,
    body: text === '' ? undefined : text,
  } satisfies SentRequest;
}

/** The JSON body a fetch call sent. */
export const sentJson = async (input: RequestInfo | URL, init?: RequestInit): Promise<unknown> =>
  JSON.parse((await sentRequest(input, init)).body ?? 'null');
