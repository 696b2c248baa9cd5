// Keys and ids of the local services: env overrides, local defaults (see .env.example).

/** The credentials the local services accept. */
export type ServiceKeys = {
  /** Provider public key (accepted by POST /call/web and the feedback route). */
  publicKey: string;
  /** Provider private key (accepted everywhere; also opens the outbox page). */
  privateKey: string;
  /** The outbox's EmailJS public key (user_id). */
  emailjsKey: string;
  /** Id of the built-in recruiting assistant. */
  assistantId: string;
};

/** The local default of each key, by the variable that overrides it. */
export const DEFAULT_KEYS = {
  LOCAL_PUBLIC_KEY: 'local-public-key',
  LOCAL_PRIVATE_KEY: 'local-private-key',
  LOCAL_EMAILJS_KEY: 'local-emailjs-key',
} as const;

/** Reads the keys from env, falling back to the local defaults. */
export function keysFromEnv(env: Record<string, string | undefined> = process.env): ServiceKeys {
  return {
    publicKey: env.LOCAL_PUBLIC_KEY || DEFAULT_KEYS.LOCAL_PUBLIC_KEY,
    privateKey: env.LOCAL_PRIVATE_KEY || DEFAULT_KEYS.LOCAL_PRIVATE_KEY,
    emailjsKey: env.LOCAL_EMAILJS_KEY || DEFAULT_KEYS.LOCAL_EMAILJS_KEY,
    assistantId: env.LOCAL_ASSISTANT_ID || 'local-recruiter',
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Production mode: NODE_ENV=production, or listening on anything but loopback (HOST=0.0.0.0, a public address). */
export function isProduction(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production' || !LOOPBACK.has(env.HOST ?? 'localhost');
}

/** What is wrong with the keys for production: each missing or default key, by variable name (empty = fine). */
export function productionKeyProblems(env: Record<string, string | undefined> = process.env): string[] {
  const problems: string[] = [];
  for (const [name, local] of Object.entries(DEFAULT_KEYS)) {
    const v = env[name];
    if (!v) problems.push(`${name} is not set`);
    else if (v === local) problems.push(`${name} is the public default "${local}"`);
    else if (v.length < 16) problems.push(`${name} is shorter than 16 characters`);
  }
  if (env.LOCAL_PUBLIC_KEY && env.LOCAL_PUBLIC_KEY === env.LOCAL_PRIVATE_KEY)
    problems.push('LOCAL_PUBLIC_KEY and LOCAL_PRIVATE_KEY are the same');
  return problems;
}

/** Fastify's trustProxy setting. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** TRUST_PROXY as Fastify's trustProxy: unset/false = trust no forwarded header; true, a hop count, or addresses/CIDRs. */
export function trustProxyFromEnv(env: Record<string, string | undefined> = process.env): TrustProxy {
  const v = (env.TRUST_PROXY ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return (_addr: string, hop: number) => hop < Number(v);
  return v; // e.g. "127.0.0.1,10.0.0.0/8" or "loopback"
}

/** Organisation id stamped on every local resource (Vapi resources carry an orgId). */
export const LOCAL_ORG_ID = '00000000-0000-4000-8000-00000000a11c';
