import type { ServicesContext } from '../services-context.ts';

/** Adds the built-in recruiting assistant (id from LOCAL_ASSISTANT_ID) to the assistant store. */
export function seedAssistant(ctx: ServicesContext): void {
  ctx.resources.create(
    '/assistant',
    {
      name: 'Vaiu Recruiter',
      firstMessage: "Hello! I'm the Vaiu recruiting assistant. Thanks for taking a few minutes to talk with me.",
      firstMessageMode: 'assistant-speaks-first',
      endCallMessage: "Thank you, that's everything I need. A recruiter will be in touch with you soon. Goodbye!",
      silenceTimeoutSeconds: 8,
      transcriber: { provider: 'local' },
      model: { provider: 'local', model: 'scripted-recruiting-screen' },
      voice: { provider: 'local', voiceId: 'cmu_us_slt_arctic_hts' },
    },
    ctx.keys.assistantId,
  );
}
