import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_AGENT_OPTIONS, type AgentOptions } from './agent/agent-options.ts';
import { registerCallTransport } from './agent/call-transport.ts';
import { LiveCalls } from './agent/live-calls.ts';
import { PACER_STATS } from './agent/pcm-pacer.ts';
import { keysFromEnv, type ServiceKeys } from './config.ts';
import { emailjsPlugin } from './outbox/emailjs-plugin.ts';
import { outboxPagePlugin } from './outbox/outbox-page.ts';
import { listCallRecords } from './outbox/call-listing.ts';
import { OutboxStore } from './outbox/outbox-store.ts';
import { CallStore } from './provider/call-store.ts';
import { PROVIDER_PREFIX } from './provider/call-routes.ts';
import { providerPlugin } from './provider/provider-plugin.ts';
import { ResourceStore } from './provider/resource-store.ts';
import { seedAssistant } from './provider/seed.ts';
import type { ServicesContext } from './services-context.ts';

/** Options of the local services (keys default to env/local values, agent to the product's constants). */
export type ServicesOptions = { dataDir: string; keys?: Partial<ServiceKeys>; agent?: Partial<AgentOptions> };

/** Registers the provider API (/provider), the EmailJS outbox (/emailjs) and the outbox page (/outbox). */
export async function registerServices(app: FastifyInstance, opts: ServicesOptions): Promise<ServicesContext> {
  const keys = { ...keysFromEnv(), ...opts.keys };
  const ctx: ServicesContext = {
    keys,
    dataDir: opts.dataDir,
    resources: new ResourceStore(),
    calls: new CallStore(opts.dataDir),
    live: new LiveCalls(),
    agent: { ...DEFAULT_AGENT_OPTIONS, ...opts.agent },
    outbox: new OutboxStore(opts.dataDir),
  };
  seedAssistant(ctx);
  const recovered = await ctx.calls.recover(await listCallRecords(opts.dataDir, Infinity));
  if (recovered) app.log.warn(`${recovered} call(s) left open by a previous process ended as server-shutdown`);
  const outbox = ctx.outbox;
  await app.register(
    async (scope) => {
      await registerCallTransport(scope, ctx);
      await providerPlugin(scope, ctx);
    },
    { prefix: PROVIDER_PREFIX },
  );
  await app.register(emailjsPlugin, { prefix: '/emailjs', keys, outbox });
  await app.register(outboxPagePlugin, { keys, outbox, dataDir: opts.dataDir });

  // Bench-only: how late the agent's frames left this process (VAIU_STATS=1; not a public endpoint).
  if (process.env.VAIU_STATS === '1') {
    const gc = { pauses: 0, totalMs: 0, maxMs: 0 };
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) Object.assign(gc, { pauses: gc.pauses + 1, totalMs: gc.totalMs + e.duration, maxMs: Math.max(gc.maxMs, e.duration) });
    }).observe({ entryTypes: ['gc'] });
    app.get('/__stats', async (req) => {
      const eventLoop = { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 };
      const out = { pacer: { ...PACER_STATS }, gc: { ...gc }, eventLoop, liveCalls: ctx.live.size, memoryMB: process.memoryUsage().rss / 2 ** 20 };
      if ((req.query as { reset?: string }).reset) {
        Object.assign(PACER_STATS, { maxLateMs: 0 });
        Object.assign(gc, { pauses: 0, totalMs: 0, maxMs: 0 });
        loop.reset();
      }
      return out;
    });
  }

  const ttl = ctx.agent.connectTimeoutMs;
  const sweep = setInterval(() => void ctx.calls.endQueued('customer-did-not-answer', ttl), Math.min(30_000, ttl / 2));
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await ctx.calls.endQueued('server-shutdown');
  });
  return ctx;
}
