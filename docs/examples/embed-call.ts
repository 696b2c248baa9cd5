import { createVoiceCall } from '../../src/engine/index.ts';

/** Calls the local recruiter; reports what happens through `log`; returns the hang-up. */
export async function embedCall(log: (line: string) => void, canvas?: HTMLCanvasElement): Promise<() => Promise<void>> {
  const call = createVoiceCall({ providerUrl: `${location.origin}/provider`, publicKey: 'local-public-key', canvas });
  call.on('call-start', () => log('connected'));
  call.on('speech-start', () => log('agent speaking'));
  call.on('message', (m) => {
    if (m.type === 'transcript' && m.transcriptType === 'final') log(`${m.role}: ${m.transcript}`);
  });
  call.on('state-change', (c) => {
    if (c.state === 'ended') log(`ended: ${c.reason}`);
  });
  call.on('error', (e) => log(`error: ${e.message}`));
  const details = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
  await call.start({ assistantId: 'local-recruiter', assistantOverrides: { variableValues: details } });
  return () => call.end();
}
