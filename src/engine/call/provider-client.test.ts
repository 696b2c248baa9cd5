import { describe, expect, it } from 'vitest';
import { createProviderClient, ProviderRequestError, ProviderTimeoutError } from './provider-client.ts';

function recordingFetch(status: number, body: string) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { seen, fetchImpl };
}

describe('provider client', () => {
  it('posts /call/web from the route table with bearer auth and JSON', async () => {
    const { seen, fetchImpl } = recordingFetch(201, JSON.stringify({ id: 'c1', webCallUrl: 'ws://x/provider/call/c1/transport' }));
    const client = createProviderClient({ baseUrl: 'http://localhost:4173/provider/', apiKey: 'local-public-key', fetch: fetchImpl });
    await expect(client.createWebCall({ assistantId: 'local-recruiter' })).resolves.toEqual({
      id: 'c1',
      webCallUrl: 'ws://x/provider/call/c1/transport',
    });
    expect(seen[0].url).toBe('http://localhost:4173/provider/call/web');
    expect(seen[0].init.method).toBe('POST');
    expect(seen[0].init.headers).toEqual({ authorization: 'Bearer local-public-key', 'content-type': 'application/json' });
    expect(JSON.parse(seen[0].init.body as string)).toEqual({ assistantId: 'local-recruiter' });
  });

  it('fills path parameters (URI-encoded) and sends no body on GET', async () => {
    const { seen, fetchImpl } = recordingFetch(200, '{"id":"a b"}');
    const client = createProviderClient({ baseUrl: 'https://api.example', apiKey: 'k', fetch: fetchImpl });
    await client.getCall('a b');
    await client.sendFeedback('c1', 5);
    expect(seen.map((s) => `${s.init.method} ${s.url}`)).toEqual([
      'GET https://api.example/call/a%20b',
      'POST https://api.example/call/c1/feedback',
    ]);
    expect(seen[0].init.body).toBeUndefined();
    expect(JSON.parse(seen[1].init.body as string)).toEqual({ rating: 5 });
  });

  it.each([
    [
      400,
      '{"statusCode":400,"error":"Bad Request","message":"Assistant or Squad or Workflow must be provided."}',
      'Assistant or Squad or Workflow must be provided.',
    ],
    [401, '{"statusCode":401,"error":"Unauthorized","message":"Invalid key"}', 'Invalid key'],
    [502, 'Bad Gateway', 'HTTP 502'],
  ])('rejects a %i with a typed error carrying status and body', async (status, body, message) => {
    const { fetchImpl } = recordingFetch(status, body);
    const client = createProviderClient({ baseUrl: 'https://api.example', apiKey: 'k', fetch: fetchImpl });
    const err = await client.createWebCall({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderRequestError);
    expect((err as ProviderRequestError).status).toBe(status);
    expect((err as ProviderRequestError).message).toContain(message);
    expect((err as ProviderRequestError).body).toEqual(status === 502 ? 'Bad Gateway' : JSON.parse(body));
  });
});

describe('provider client timeout', () => {
  it('aborts a request the provider never answers and rejects with a clear timeout error', async () => {
    let aborted = false;
    // A fetch that hangs until its signal aborts, like a server that accepted the connection and went quiet.
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal!.reason as Error);
        });
      })) as unknown as typeof fetch;
    const client = createProviderClient({ baseUrl: 'https://api.example', apiKey: 'k', fetch: hanging, timeoutMs: 20 });
    const err = await client.createWebCall({ assistantId: 'a' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderTimeoutError);
    expect((err as Error).message).toMatch(/did not answer within/);
    expect(aborted).toBe(true);
  });

  it('passes a network failure through unchanged', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const client = createProviderClient({ baseUrl: 'https://api.example', apiKey: 'k', fetch: failing });
    await expect(client.getCall('c1')).rejects.toThrow(TypeError);
  });
});
