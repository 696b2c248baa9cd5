// The service limits (documented in server/README.md "Limits and retention"); tests override them.

/** Per-client rates, caps on kept state, retention and timeouts of one server process. */
export type ServiceLimits = {
  /** Requests per minute per client on the provider API and the outbox page. */
  ratePerMinute: number;
  /** Requests per minute per client on each public create route (POST /call/web, /chat/web…, email sends). */
  publicCreatePerMinute: number;
  /** Calls queued or connected at once, overall (503 when full) and per client (429). */
  maxLiveCalls: number;
  maxLiveCallsPerClient: number;
  /** Public chat sessions kept (oldest evicted first) and how long one lives. */
  maxPublicChats: number;
  publicChatTtlMs: number;
  /** Resources kept per collection of the private API (oldest evicted first). */
  maxResourcesPerCollection: number;
  /** Body limit of public routes (bytes); private routes take 1 MiB. */
  publicBodyBytes: number;
  /** Deepest JSON nesting accepted (400 beyond). */
  maxJsonDepth: number;
  /** Retention: at most this many call records / outbox messages, none older than this many days. */
  maxCallRecords: number;
  maxOutboxMessages: number;
  retentionDays: number;
  /** One websocket frame at most (close 1009 beyond) and frames per second per call (close 1008 beyond). */
  maxFrameBytes: number;
  maxFramesPerSecond: number;
  /** Event-loop delay past which requests are shed with 503 (ms). */
  maxEventLoopDelayMs: number;
  /** Whole request (headers + body) and headers alone must arrive within these (ms). */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** How often Node checks those two timeouts (ms); its default of 30 s lets a slow body live far longer. */
  connectionsCheckingIntervalMs: number;
  keepAliveTimeoutMs: number;
};

const num = (env: Record<string, string | undefined>, name: string, fallback: number) => {
  const n = Number(env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The defaults, with the retention variables from env (CALL_RETENTION_MAX, OUTBOX_RETENTION_MAX, RETENTION_DAYS). */
export function limitsFromEnv(env: Record<string, string | undefined> = process.env): ServiceLimits {
  return {
    ratePerMinute: num(env, 'RATE_LIMIT_PER_MINUTE', 600),
    publicCreatePerMinute: num(env, 'RATE_LIMIT_CREATE_PER_MINUTE', 120),
    maxLiveCalls: num(env, 'MAX_LIVE_CALLS', 200),
    maxLiveCallsPerClient: num(env, 'MAX_LIVE_CALLS_PER_CLIENT', 25),
    maxPublicChats: 500,
    publicChatTtlMs: 60 * 60_000,
    maxResourcesPerCollection: 10_000,
    publicBodyBytes: 64 * 1024,
    maxJsonDepth: 64,
    maxCallRecords: num(env, 'CALL_RETENTION_MAX', 10_000),
    maxOutboxMessages: num(env, 'OUTBOX_RETENTION_MAX', 10_000),
    retentionDays: num(env, 'RETENTION_DAYS', 180),
    maxFrameBytes: 64 * 1024,
    maxFramesPerSecond: 500,
    maxEventLoopDelayMs: num(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000),
    requestTimeoutMs: 30_000,
    headersTimeoutMs: 10_000,
    connectionsCheckingIntervalMs: 1000,
    keepAliveTimeoutMs: 5_000,
  };
}
