// The Vapi-compatible provider API as ONE route table (docs/product.md §7 "Voice provider API").
// The local server registers its routes by iterating it; the browser's provider client is typed from it.
// Paths are relative to the provider base URL (local: <origin>/provider, real: https://api.vapi.ai).
// No DOM or Node names here: both sides import this file.

/** Which key a route accepts: 'public' = public or private key, 'private' = private key only. */
export type RouteAuth = 'public' | 'private';

/** What a route does to its resource; the local server picks its generic handler by this. */
export type RouteOp = 'create' | 'list' | 'get' | 'update' | 'replace' | 'delete' | 'action';

/** One endpoint: HTTP method, `:param`-style path, auth and operation. */
export type RouteDef = {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly auth: RouteAuth;
  readonly op: RouteOp;
  /** The request body is multipart/form-data. */
  readonly multipart?: boolean;
};

type Def<M extends RouteDef['method'], P extends string, O extends RouteOp> = {
  readonly method: M;
  readonly path: P;
  readonly auth: 'private';
  readonly op: O;
};
type Crud<N extends string, P extends string> = { readonly [K in `${N}.create`]: Def<'POST', P, 'create'> } & {
  readonly [K in `${N}.list`]: Def<'GET', P, 'list'>;
} & { readonly [K in `${N}.get`]: Def<'GET', `${P}/:id`, 'get'> } & {
  readonly [K in `${N}.update`]: Def<'PATCH', `${P}/:id`, 'update'>;
} & { readonly [K in `${N}.delete`]: Def<'DELETE', `${P}/:id`, 'delete'> };

// create + list on the collection, get/update/delete by :id — private key only.
function crud<const N extends string, const P extends string>(name: N, path: P): Crud<N, P> {
  const item = `${path}/:id`;
  return {
    [`${name}.create`]: { method: 'POST', path, auth: 'private', op: 'create' },
    [`${name}.list`]: { method: 'GET', path, auth: 'private', op: 'list' },
    [`${name}.get`]: { method: 'GET', path: item, auth: 'private', op: 'get' },
    [`${name}.update`]: { method: 'PATCH', path: item, auth: 'private', op: 'update' },
    [`${name}.delete`]: { method: 'DELETE', path: item, auth: 'private', op: 'delete' },
  } as unknown as Crud<N, P>;
}

/** Every endpoint of the provider API, keyed `resource.operation`. */
export const PROVIDER_ROUTES = {
  ...crud('assistant', '/assistant'),
  'assistant.replace': { method: 'PUT', path: '/assistant/:id', auth: 'private', op: 'replace' },
  'assistant.versions': { method: 'GET', path: '/assistant/:id/version', auth: 'private', op: 'list' },
  'v2.assistant.list': { method: 'GET', path: '/v2/assistant', auth: 'private', op: 'list' },
  'v2.call.list': { method: 'GET', path: '/v2/call', auth: 'private', op: 'list' },
  'v2.call.export': { method: 'GET', path: '/v2/call/export', auth: 'private', op: 'list' },
  'v2.call.metadata': { method: 'GET', path: '/v2/call/metadata', auth: 'private', op: 'action' },
  'v2.phoneNumber.list': { method: 'GET', path: '/v2/phone-number', auth: 'private', op: 'list' },
  ...crud('squad', '/squad'),
  ...crud('workflow', '/workflow'),
  ...crud('call', '/call'),
  'call.createPhone': { method: 'POST', path: '/call/phone', auth: 'private', op: 'create' },
  'call.createWeb': { method: 'POST', path: '/call/web', auth: 'public', op: 'create' },
  /** Local extension (not in Vapi): the visitor's 1..5 rating, accepted with the public key. */
  'call.feedback': { method: 'POST', path: '/call/:id/feedback', auth: 'public', op: 'action' },
  'chat.list': { method: 'GET', path: '/chat', auth: 'private', op: 'list' },
  'chat.create': { method: 'POST', path: '/chat', auth: 'private', op: 'create' },
  'chat.get': { method: 'GET', path: '/chat/:id', auth: 'private', op: 'get' },
  'chat.delete': { method: 'DELETE', path: '/chat/:id', auth: 'private', op: 'delete' },
  'chat.createResponse': { method: 'POST', path: '/chat/responses', auth: 'private', op: 'create' },
  'chat.createWeb': { method: 'POST', path: '/chat/web', auth: 'public', op: 'create' },
  'chat.createWebResponse': { method: 'POST', path: '/chat/web/responses', auth: 'public', op: 'create' },
  ...crud('campaign', '/campaign'),
  ...crud('session', '/session'),
  ...crud('tool', '/tool'),
  ...crud('knowledgeBase', '/knowledge-base'),
  ...crud('structuredOutput', '/structured-output'),
  ...crud('token', '/token'),
  ...crud('credential', '/credential'),
  'credential.session': { method: 'POST', path: '/credential/session', auth: 'private', op: 'create' },
  'credential.webhook': { method: 'POST', path: '/credential/webhook', auth: 'private', op: 'create' },
  'credential.trigger': { method: 'POST', path: '/credential/trigger', auth: 'private', op: 'create' },
  ...crud('template', '/template'),
  'template.pinned': { method: 'GET', path: '/template/pinned', auth: 'private', op: 'list' },
  ...crud('phoneNumber', '/phone-number'),
  'phoneNumber.importTwilio': { method: 'POST', path: '/phone-number/import/twilio', auth: 'private', op: 'create' },
  'phoneNumber.importVonage': { method: 'POST', path: '/phone-number/import/vonage', auth: 'private', op: 'create' },
  'file.list': { method: 'GET', path: '/file', auth: 'private', op: 'list' },
  'file.create': { method: 'POST', path: '/file', auth: 'private', op: 'create', multipart: true },
  'file.upload': { method: 'POST', path: '/file/upload', auth: 'private', op: 'create', multipart: true },
  'file.get': { method: 'GET', path: '/file/:id', auth: 'private', op: 'get' },
  'file.update': { method: 'PATCH', path: '/file/:id', auth: 'private', op: 'update' },
  'file.delete': { method: 'DELETE', path: '/file/:id', auth: 'private', op: 'delete' },
  ...crud('testSuite', '/test-suite'),
  ...crud('testSuiteTest', '/test-suite/:testSuiteId/test'),
  ...crud('testSuiteRun', '/test-suite/:testSuiteId/run'),
  ...crud('org', '/org'),
  'org.featureFlags': { method: 'GET', path: '/org/feature-flag', auth: 'private', op: 'list' },
  'org.users': { method: 'GET', path: '/org/:id/user', auth: 'private', op: 'list' },
  'org.leave': { method: 'DELETE', path: '/org/:id/leave', auth: 'private', op: 'action' },
  'org.memberLeave': { method: 'DELETE', path: '/org/:id/member/:memberId/leave', auth: 'private', op: 'action' },
  'org.invite': { method: 'POST', path: '/org/:id/invite', auth: 'private', op: 'create' },
  'org.role': { method: 'PATCH', path: '/org/:id/role', auth: 'private', op: 'action' },
  'org.auth': { method: 'GET', path: '/org/:id/auth', auth: 'private', op: 'action' },
  'voiceLibrary.list': { method: 'GET', path: '/voice-library/:provider', auth: 'private', op: 'list' },
  'voiceLibrary.syncProvider': { method: 'POST', path: '/voice-library/sync/:provider', auth: 'private', op: 'action' },
  'voiceLibrary.sync': { method: 'POST', path: '/voice-library/sync', auth: 'private', op: 'action' },
  'voiceLibrary.create': { method: 'POST', path: '/voice-library/create-with-provider', auth: 'private', op: 'create' },
  ...crud('providerResource', '/provider/:provider/:resourceName'),
  'elevenLabs.voiceClone': { method: 'POST', path: '/11labs/voice/clone', auth: 'private', op: 'create', multipart: true },
  'analytics.query': { method: 'POST', path: '/analytics', auth: 'private', op: 'action' },
} as const satisfies Record<string, RouteDef>;

/** Key of one provider route, e.g. 'call.createWeb'. */
export type ProviderRouteKey = keyof typeof PROVIDER_ROUTES;

/** The websocket transport of a web call (not a REST route): `webCallUrl` points here. */
export const CALL_TRANSPORT_PATH = '/call/:id/transport';
/**
 * The hang-up a page sends as it closes (`navigator.sendBeacon`; the transport worker dies with the page, and with it
 * any close still queued): POST, the call's resume token as the plain-text body (never in the URL).
 */
export const CALL_HANG_UP_PATH = '/call/:id/hang-up';
/** The hang-up URL of a web call, from its `webCallUrl` (same host and prefix, http(s)). */
export const hangUpUrlOf = (webCallUrl: string): string => webCallUrl.replace(/^ws/, 'http').replace(/\/transport(?=$|\?)/, '/hang-up');

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a route needs, e.g. `{ id: string }` for 'assistant.get'. */
export type RouteParams<K extends ProviderRouteKey> = { [N in ParamsOf<(typeof PROVIDER_ROUTES)[K]['path']>]: string };

/** Fills a route's `:params` (URI-encoded). Routes without params take no second argument. */
export function buildPath<K extends ProviderRouteKey>(
  route: K,
  ...params: ParamsOf<(typeof PROVIDER_ROUTES)[K]['path']> extends never ? [] : [RouteParams<K>]
): string {
  const values = (params[0] ?? {}) as Record<string, string>;
  return PROVIDER_ROUTES[route].path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`buildPath(${route}): missing :${name}`);
    return encodeURIComponent(v);
  });
}

// ---- request / response types of the routes the browser uses ----------------------------

/** JSON error body of every provider 4xx/5xx. */
export type ProviderError = { statusCode: number; error: string; message: string | string[] };

/** Visitor details passed as `assistantOverrides.variableValues` (kept as the call's customer). */
export type CustomerDetails = { name?: string; email?: string; phone?: string; timezone?: string };

/** Overrides applied to an assistant for one call. */
export type AssistantOverrides = { variableValues?: CustomerDetails & Record<string, unknown> } & Record<string, unknown>;

/** Body of POST /call/web: one of assistant(Id), squad(Id) or workflow(Id) is required. */
export type CreateWebCallRequest = {
  assistant?: Record<string, unknown>;
  assistantId?: string;
  assistantOverrides?: AssistantOverrides;
  squad?: Record<string, unknown>;
  squadId?: string;
  workflow?: Record<string, unknown>;
  workflowId?: string;
  workflowOverrides?: Record<string, unknown>;
};

/** Response of POST /call/web. `webCallUrl` is https://… (Daily room) or ws(s)://… (websocket transport). */
export type WebCallResponse = {
  id: string;
  webCallUrl: string;
  status?: string;
  createdAt?: string;
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string; voiceId?: string } } & Record<string, unknown>;
  transport?: { provider?: string; websocketCallUrl?: string; audioFormat?: { format: string; container: string; sampleRate: number } };
};

/** Body of POST /call/:id/feedback (local extension). */
export type CallFeedbackRequest = { rating: 1 | 2 | 3 | 4 | 5 };

/** One stored answer of the visitor (a WAV kept with the call record; what was recognized, when a recognizer ran). */
export type CallAnswer = {
  question: string;
  file: string;
  durationMs: number;
  transcript?: string;
  /** 0..1: grammar coverage of the voiced audio, or the general model's mean word posterior. */
  confidence?: number;
  /** The understood value (years, yes/no, role, month, free text), null when nothing usable was heard. */
  value?: number | boolean | string | null;
};

/** Response of GET /call/:id on the local provider. */
export type CallRecord = {
  id: string;
  orgId: string;
  type: 'webCall' | 'outboundPhoneCall';
  status: 'queued' | 'in-progress' | 'ended';
  name?: string;
  metadata?: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  startedAt?: string;
  endedAt?: string;
  endedReason?: string;
  assistantId?: string;
  customer: CustomerDetails;
  messages: { role: 'assistant' | 'user'; message: string; time: string }[];
  answers: CallAnswer[];
  feedback?: { rating: number; at: string };
};
