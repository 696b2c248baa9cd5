import {
  PROVIDER_ROUTES,
  buildPath,
  type ProviderRouteKey,
  type RouteParams,
  type WebCallResponse,
  type CreateWebCallRequest,
  type CallRecord,
} from '../../protocol/provider-routes.ts';

/** A non-2xx answer of the provider: carries the HTTP status and the parsed body. */
export class ProviderRequestError extends Error {
  constructor(
    readonly route: ProviderRouteKey,
    readonly status: number,
    readonly body: unknown,
  ) {
    const msg = body && typeof body === 'object' && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`;
    super(`${route} failed (${status}): ${msg}`);
    this.name = 'ProviderRequestError';
  }
}

/** The provider did not answer in time (the request was aborted). */
export class ProviderTimeoutError extends Error {
  constructor(
    readonly route: ProviderRouteKey,
    readonly timeoutMs: number,
  ) {
    super(
      `${route} timed out: the voice service did not answer within ${Math.round(timeoutMs / 1000)} s. Check your connection and try again.`,
    );
    this.name = 'ProviderTimeoutError';
  }
}

/** How long one provider request may take by default (ms). */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** Where and how to reach the provider; every request is aborted after timeoutMs (default PROVIDER_TIMEOUT_MS). */
export type ProviderClientOptions = { baseUrl: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number };

type ParamArgs<K extends ProviderRouteKey> = keyof RouteParams<K> extends never ? [params?: undefined] : [params: RouteParams<K>];

/** Browser client of the provider API, driven by the shared route table (bearer auth, typed errors). */
export function createProviderClient({
  baseUrl,
  apiKey,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  timeoutMs = PROVIDER_TIMEOUT_MS,
}: ProviderClientOptions) {
  async function request<T, K extends ProviderRouteKey>(route: K, body: unknown, ...[params]: ParamArgs<K>): Promise<T> {
    const def = PROVIDER_ROUTES[route];
    const path = (buildPath as (r: K, p?: unknown) => string)(route, params);
    const signal = AbortSignal.timeout(timeoutMs);
    let text: string;
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method: def.method,
        headers: { authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await res.text();
    } catch (err) {
      // The timeout covers the headers and the body; a network failure keeps its own error.
      if (signal.aborted) throw new ProviderTimeoutError(route, timeoutMs);
      throw err;
    }
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Non-JSON bodies are kept as text.
    }
    if (!res.ok) throw new ProviderRequestError(route, res.status, parsed);
    return parsed as T;
  }
  return {
    request,
    /** POST /call/web. */
    createWebCall: (body: CreateWebCallRequest) => request<WebCallResponse, 'call.createWeb'>('call.createWeb', body),
    /** POST /call/:id/feedback (local extension): the visitor's 1–5 rating. */
    sendFeedback: (id: string, rating: number) => request<unknown, 'call.feedback'>('call.feedback', { rating }, { id }),
    /** GET /call/:id (private key). */
    getCall: (id: string) => request<CallRecord, 'call.get'>('call.get', undefined, { id }),
  };
}

/** The provider client type. */
export type ProviderClient = ReturnType<typeof createProviderClient>;
