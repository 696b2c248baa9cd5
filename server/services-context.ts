import type { AgentOptions } from './agent/agent-options.ts';
import type { LiveCalls } from './agent/live-calls.ts';
import type { ServiceKeys } from './config.ts';
import type { ServiceLimits } from './limits.ts';
import type { OutboxStore } from './outbox/outbox-store.ts';
import type { CallStore } from './provider/call-store.ts';
import type { ResourceStore } from './provider/resource-store.ts';

/** What the local services share: keys, stores, the live agent calls, limits and where data lives. */
export type ServicesContext = {
  keys: ServiceKeys;
  dataDir: string;
  resources: ResourceStore;
  calls: CallStore;
  live: LiveCalls;
  agent: AgentOptions;
  limits: ServiceLimits;
  /** The EmailJS outbox (also receives each call's summary email). */
  outbox: OutboxStore;
};
