import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_AGENT_OPTIONS, type AgentOptions } from './agent/agent-options.ts';
import { registerCallTransport } from './agent/call-transport.ts';
import { LiveCalls } from './agent/live-calls.ts';
import { PACER_STATS } from './agent/pcm-pacer.ts';
import { keysFromEnv, type ServiceKeys } from './config.ts';
import { emailjsPlugin } from './outbox/emailjs-plugin.ts';
import { outboxPagePlugin } from './outbox/outbox-page.ts';
import { retryUnwrittenAnswers, reportHeldAnswers } from './agent/answer-store.ts';
import type { ServiceLimits } from './limits.ts';
import { markCleanShutdown, registerRetention } from './retention.ts';
import { OutboxStore } from './outbox/outbox-store.ts';
import { CallStore } from './provider/call-store.ts';
import { PROVIDER_PREFIX } from './provider/call-routes.ts';
import { providerPlugin } from './provider/provider-plugin.ts';
import { ResourceStore } from './provider/resource-store.ts';
import { seedAssistant } from './provider/seed.ts';
import type { ServicesContext } from './services-context.ts';

/** Options of the local services (keys default to env/local values, agent to the product's constants). */
export type ServicesOptions = { dataDir: string; keys?: Partial<ServiceKeys>; agent?: Partial<AgentOptions>; limits: ServiceLimits };

/** Registers the provider API (/provider), the EmailJS outbox (/emailjs) and the outbox page (/outbox). */
export async function registerServices(app: FastifyInstance, opts: ServicesOptions): Promise<ServicesContext> {
  const keys = { ...keysFromEnv(), ...opts.keys };
  const ctx: ServicesContext = {
    keys,
    dataDir: opts.dataDir,
    // Public chat sessions are capped and expire; every other collection is capped.
    resources: new ResourceStore(opts.limits.maxResourcesPerCollection, {
      '/chat/web': { max: opts.limits.maxPublicChats, ttlMs: opts.limits.publicChatTtlMs },
      '/chat/web/responses': { max: opts.limits.maxPublicChats, ttlMs: opts.limits.publicChatTtlMs },
    }),
    calls: new CallStore(opts.dataDir, app.log),
    live: new LiveCalls(),
    agent: { ...DEFAULT_AGENT_OPTIONS, ...opts.agent },
    limits: opts.limits,
    outbox: new OutboxStore(opts.dataDir),
  };
  seedAssistant(ctx);
  reportHeldAnswers((file, err) => app.log.error({ file, err: err.message }, 'answer not written; kept in memory, retried every sweep'));
  const outbox = ctx.outbox;
  await registerRetention(app, ctx, outbox);
  await app.register(
    async (scope) => {
      await registerCallTransport(scope, ctx);
      await providerPlugin(scope, ctx);
    },
    { prefix: PROVIDER_PREFIX },
  );
  await app.register(emailjsPlugin, { prefix: '/emailjs', keys, outbox, sendsPerMinute: opts.limits.publicCreatePerMinute });
  await app.register(outboxPagePlugin, { keys, outbox, dataDir: opts.dataDir, loginPerMinute: 10 });

  // Bench-only: how late the agent's frames left this process (VAIU_STATS=1; not a public endpoint).
  if (process.env.VAIU_STATS === '1') {
    const gc = { pauses: 0, totalMs: 0, maxMs: 0 };
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        Object.assign(gc, { pauses: gc.pauses + 1, totalMs: gc.totalMs + e.duration, maxMs: Math.max(gc.maxMs, e.duration) });
    }).observe({ entryTypes: ['gc'] });
    app.get('/__stats', async (req) => {
      const eventLoop = { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 };
      const out = {
        pacer: { ...PACER_STATS },
        gc: { ...gc },
        eventLoop,
        liveCalls: ctx.live.size,
        memoryMB: process.memoryUsage().rss / 2 ** 20,
      };
      if ((req.query as { reset?: string }).reset) {
        Object.assign(PACER_STATS, { maxLateMs: 0 });
        Object.assign(gc, { pauses: 0, totalMs: 0, maxMs: 0 });
        loop.reset();
      }
      return out;
    });
  }

  const ttl = ctx.agent.connectTimeoutMs;
  // Every step handles its own failure (saveOrKeep never throws); answers and records a full disk refused are retried.
  const sweep = setInterval(
    () => {
      void ctx.outbox.track(
        ctx.calls
          .endQueued('customer-did-not-answer', ttl)
          .then(() => retryUnwrittenAnswers())
          .then(() => ctx.calls.retryUnsaved())
          .then(() => ctx.calls.forgetEnded(ttl))
          .catch((err: Error) => app.log.error({ err: err.message }, 'call sweep failed')),
      );
    },
    Math.min(30_000, ttl / 2),
  );
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    // Writes still in flight (a sweep, a call's last save and its summary email) land before the process exits.
    await ctx.outbox.settle();
    await ctx.calls.endQueued('server-shutdown');
    await retryUnwrittenAnswers();
    const left = await ctx.calls.retryUnsaved();
    if (left) app.log.error(`${left} call record(s) could not be saved before exit`);
    else await markCleanShutdown(opts.dataDir);
  });
  return ctx;
}
