import * as Comlink from 'comlink';
import { Evented } from '../../events.ts';
import { takeTransportWorker } from './transport-warmup.ts';
import type { CallAudio } from '../call-audio.ts';
import type { CallTransport, TransportEvents } from '../call-types.ts';
import { LISTENING, parseAgentFrame, type ClientMessage } from '../../../protocol/messages.ts';
import type { WebCall } from '../web-call.ts';
import { hangUpUrlOf } from '../../../protocol/provider-routes.ts';
import type { LinkEvent, LinkTiming } from '../../../../workers/resumable-socket.ts';
import type { TransportWorkerApi, TransportWorkerEvent } from '../../../../workers/call-transport.worker.ts';

/** How long leaving and cleanup wait for the worker's close before going on. */
const CLOSE_WAIT_MS = 200;
/**
 * The longest a hang-up keeps the worker: until the server has the close on a live link, or the resume that carries
 * it during an outage (the worker's own limit is the link's stale limit).
 */
const HANG_UP_WAIT_MS = 10_000;
/** Waits for `p` at most `ms` (its timer cleared either way: an ended call leaves no timer behind). */
async function within(p: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([p, new Promise<void>((r) => (timer = setTimeout(r, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Makes the transport worker (injectable for tests). */
export type WorkerFactory = () => Worker;

/** The real worker (a warmed-up one when the page started it early): the socket and the per-frame relay run off the main thread. */
export const realTransportWorker: WorkerFactory = takeTransportWorker;

/** WebSocket transport (local agent): PCM s16le 16 kHz frames both ways through a worker; JSON text messages. */
export class WebSocketTransport extends Evented<TransportEvents> implements CallTransport {
  readonly kind = 'websocket';
  private worker: Worker | null = null;
  private api: Comlink.Remote<TransportWorkerApi> | null = null;
  // Our own channel for worker events (a comlink callback proxy would pin its port after the worker is gone).
  private events: MessagePort | null = null;
  private joined = false;
  private muted = false;
  private endedStatusSeen = false;
  private closing: Promise<void> | null = null;
  private resumeToken: string | null = null;

  constructor(
    private webCall: WebCall,
    private audio: CallAudio,
    private makeWorker: WorkerFactory = realTransportWorker,
    private timing: Partial<LinkTiming> = {},
  ) {
    super();
  }

  async create(): Promise<void> {
    this.worker = this.makeWorker();
    this.api = Comlink.wrap<TransportWorkerApi>(this.worker);
  }

  async join(): Promise<void> {
    const api = this.requireApi();
    const capture = this.audio.createCapture();
    const playback = this.audio.createPlayback();
    const channel = new MessageChannel();
    this.events = channel.port1;
    this.events.onmessage = (e: MessageEvent<TransportWorkerEvent>) => this.onWorkerEvent(e.data);
    const ports = [capture, playback, channel.port2];
    await api.connect(this.webCall.webCallUrl, capture, playback, Comlink.transfer(channel.port2, ports), this.timing);
    this.joined = true;
    globalThis.addEventListener?.('pagehide', this.onPageHide);
  }

  // The page closing takes the transport worker with it, and any frame still queued (the socket's close too): the
  // server would see a drop, wait out its grace period and record a lost call. A beacon outlives the page: it hangs
  // up with the call's resume token (not on a page kept in the back-forward cache, which may come back).
  private readonly onPageHide = (e: Event): void => {
    if ((e as PageTransitionEvent).persisted || !this.joined || !this.resumeToken) return;
    globalThis.navigator?.sendBeacon?.(hangUpUrlOf(this.webCall.webCallUrl), this.resumeToken);
  };

  async setupRecording(): Promise<void> {
    // The local agent keeps the visitor's answers as audio itself; there is no video to record.
  }

  async setupAudioProcessing(): Promise<void> {
    // Noise suppression is requested in the microphone constraints; the local agent needs nothing more.
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    // Disabled tracks read as silence: the visualizer and the capture worklet both go quiet.
    for (const t of this.audio.microphone.getAudioTracks()) t.enabled = !muted;
    void this.api?.setMuted(muted);
  }

  isMuted(): boolean {
    return this.muted;
  }

  send(message: ClientMessage): void {
    void this.api?.send(JSON.stringify(message));
  }

  async leave(): Promise<void> {
    if (!this.joined) return;
    this.joined = false;
    // A hang-up during an outage takes one more resume (up to the link's stale limit): the call ends for the visitor
    // now, and the worker lives until the server has it (destroy waits for it, off the visitor's path).
    this.closing = this.api?.close().catch(() => undefined) ?? null;
    await within(this.closing ?? Promise.resolve(), CLOSE_WAIT_MS);
    this.emit('left');
  }

  async destroy(): Promise<void> {
    const api = this.api;
    const worker = this.worker;
    this.api = null;
    this.worker = null;
    this.joined = false;
    globalThis.removeEventListener?.('pagehide', this.onPageHide);
    this.clearListeners();
    if (this.events) {
      this.events.onmessage = null;
      this.events.close();
      this.events = null;
    }
    const closing = this.closing;
    this.closing = null;
    const release = () => {
      if (api) api[Comlink.releaseProxy]();
      worker?.terminate();
    };
    // A hang-up still on its way keeps the worker until the server has it (the call has ended for the visitor
    // already): terminated sooner, the worker can take the end-call frame and the close with it unsent, and the
    // server would record a lost call. Otherwise the worker is terminated soon after closing: a hung close must not
    // hold cleanup.
    if (closing) await within(closing, HANG_UP_WAIT_MS);
    else if (api)
      await within(
        api.close().catch(() => undefined),
        CLOSE_WAIT_MS,
      );
    release();
  }

  private onWorkerEvent(e: TransportWorkerEvent): void {
    if (e.type === 'text') {
      const frame = parseAgentFrame(e.text);
      if (frame === LISTENING) return void this.emit('listening');
      if (!frame) return;
      if (frame.type === 'status-update' && frame.status === 'ended') this.endedStatusSeen = true;
      this.emit('message', frame);
      return;
    }
    if (e.type === 'link') return this.onLink(e.event);
    if (!this.joined) return;
    this.joined = false;
    // The agent hangs up with 1000 after its ended status; anything else before that is a lost connection.
    if (e.code === 1000 || this.endedStatusSeen) this.emit('left');
    else this.emit('fatal', { reason: 'connection-error', message: `The call connection was lost (${e.code}).` });
  }

  private onLink(e: LinkEvent): void {
    if (e.type === 'session') this.resumeToken = e.resumeToken;
    if (!this.joined) return;
    if (e.type === 'interrupted') this.emit('interrupted', { reason: e.reason });
    else if (e.type === 'resumed') this.emit('resumed');
    else if (e.type === 'attempt') this.emit('reconnect-attempt', { attempt: e.attempt, delayMs: e.delayMs });
    else if (e.type === 'quality') this.emit('quality', e.quality);
  }

  private requireApi(): Comlink.Remote<TransportWorkerApi> {
    if (!this.api) throw new Error('The transport worker is gone.');
    return this.api;
  }
}
