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

/** Reads the keys from env, falling back to the local defaults. */
export function keysFromEnv(env: Record<string, string | undefined> = process.env): ServiceKeys {
  return {
    publicKey: env.LOCAL_PUBLIC_KEY || 'local-public-key',
    privateKey: env.LOCAL_PRIVATE_KEY || 'local-private-key',
    emailjsKey: env.LOCAL_EMAILJS_KEY || 'local-emailjs-key',
    assistantId: env.LOCAL_ASSISTANT_ID || 'local-recruiter',
  };
}

/** Organisation id stamped on every local resource (Vapi resources carry an orgId). */
export const LOCAL_ORG_ID = '00000000-0000-4000-8000-00000000a11c';
