import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallClient, silence, speech, tone } from '../test-helpers/call-client.ts';
import { createWebCall, startServer, type TestServer } from '../test-helpers/start-server.ts';

// Hostile or sloppy frames on the call transport, over real websockets.
describe('call transport frames', () => {
  let srv: TestServer;
  let logs = '';
  beforeAll(async () => {
    const stream = { write: (s: string) => void (logs += s) } as unknown as NodeJS.WritableStream;
    srv = await startServer({ agent: { maxPromptMs: 400 }, logger: { stream } });
  });
  afterAll(async () => srv.close());

  const open = async () => CallClient.open((await createWebCall(srv.base)).webCallUrl);

  it('closes a frame over maxPayload with 1009 (message too big)', async () => {
    const client = await open();
    client.ws.send(Buffer.alloc(65 * 1024), { binary: true });
    expect((await client.closed).code).toBe(1009);
  });

  it('closes a flood of frames with 1008 (policy violation)', async () => {
    const client = await open();
    for (let i = 0; i < 2000; i++) client.ws.send(Buffer.alloc(2), { binary: true });
    expect((await client.closed).code).toBe(1008);
  });

  it('hears an answer sent in odd-length frames among garbage text frames, and logs the garbage a few times only', async () => {
    const before = logs.length;
    const client = await open();
    await client.waitForNth(1, speech('assistant', 'stopped'), 'first question');
    for (let i = 0; i < 20; i++) client.ws.send(`garbage ${i} {`);
    const pcm = [tone(700), silence(1100)].map((p) => Buffer.from(p.buffer));
    const bytes = Buffer.concat(pcm);
    for (let o = 0; o < bytes.length; o += 641) client.ws.send(bytes.subarray(o, o + 641), { binary: true });
    await client.waitFor(speech('user', 'started'), 'the visitor speaking');
    await client.waitForNth(2, speech('assistant', 'stopped'), 'second question');
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    const lines = logs
      .slice(before)
      .split('\n')
      .filter((l) => l.includes('malformed text frame'));
    expect(lines).toHaveLength(3);
    client.ws.close();
  });
});
