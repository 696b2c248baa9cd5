// The WebSocket of a local call lives here: binary PCM goes socket ⇄ audio worklet ports without the main thread;
// only text frames and link state are posted back. Drops, resumes and stale audio are handled by ResumableSocket.
import * as Comlink from 'comlink';
import { ResumableSocket, type LinkEvent, type LinkTiming } from './resumable-socket.ts';

/** What the worker reports to the main thread. */
export type TransportWorkerEvent =
  { type: 'text'; text: string } | { type: 'close'; code: number; reason: string } | { type: 'link'; event: LinkEvent };

type PortMessage = { type: 'pcm'; data: ArrayBuffer };

let link: ResumableSocket | null = null;
let capture: MessagePort | null = null;
let playback: MessagePort | null = null;
let events: MessagePort | null = null;
let muted = false;
// Sent instead of the microphone while muted; never written, so one buffer of the frame's size serves every frame.
let silence = new ArrayBuffer(0);

function closePorts(): void {
  capture?.close();
  playback?.close();
  events?.close();
  capture = playback = events = null;
}

/** The worker's comlink API. */
const api = {
  /** Opens the socket and wires the ports; resolves on open, rejects if it closes first. Events go out on `eventPort`. */
  connect(
    url: string,
    capturePort: MessagePort,
    playbackPort: MessagePort,
    eventPort: MessagePort,
    timing: Partial<LinkTiming> = {},
  ): Promise<void> {
    capture = capturePort;
    playback = playbackPort;
    events = eventPort;
    const post = (e: TransportWorkerEvent) => events?.postMessage(e);
    const socket = new ResumableSocket(
      url,
      (u, protocols) => new WebSocket(u, protocols) as never,
      {
        onText: (text) => {
          // Barge-in: drop buffered agent audio right here, before the main thread hears of it.
          if (text.includes('"user-interrupted"')) playback?.postMessage({ type: 'clear' });
          post({ type: 'text', text });
        },
        onAudio: (data) => playback?.postMessage({ type: 'pcm', data }, [data]),
        onClear: () => playback?.postMessage({ type: 'clear' }),
        onLink: (event) => {
          if (event.type !== 'closed') return post({ type: 'link', event });
          post({ type: 'close', code: event.code, reason: event.reason });
          closePorts();
          if (link === socket) link = null;
        },
      },
      timing,
    );
    link = socket;
    capture.onmessage = (e: MessageEvent<PortMessage>) => {
      if (e.data?.type !== 'pcm') return;
      // Muted: keep the frames' cadence with silence so the agent's turn-taking clock keeps running.
      const data = e.data.data;
      if (muted && silence.byteLength !== data.byteLength) silence = new ArrayBuffer(data.byteLength);
      socket.sendAudio(muted ? silence : data);
    };
    return socket.connect();
  },
  /** Sends one JSON text frame. */
  send(text: string): void {
    link?.sendText(text);
  },
  /** Sends silence instead of the microphone while muted. */
  setMuted(value: boolean): void {
    muted = value;
  },
  /** Closes the ports and the socket (1000 = the visitor left); resolves once the server has the hang-up, or the wait is up. */
  close(): Promise<void> {
    const closing = link?.close() ?? Promise.resolve();
    link = null;
    closePorts();
    return closing;
  },
};

/** The API type the main thread wraps. */
export type TransportWorkerApi = typeof api;

Comlink.expose(api);
