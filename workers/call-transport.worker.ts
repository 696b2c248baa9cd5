// The WebSocket of a local call lives here: binary PCM goes socket ⇄ audio worklet ports without the main thread;
// only text frames and socket state are posted back.
import * as Comlink from 'comlink';

/** What the worker reports to the main thread. */
export type TransportWorkerEvent =
  | { type: 'text'; text: string }
  | { type: 'close'; code: number; reason: string };

type PortMessage = { type: 'pcm'; data: ArrayBuffer };

let socket: WebSocket | null = null;
let capture: MessagePort | null = null;
let playback: MessagePort | null = null;
let events: MessagePort | null = null;
let muted = false;

function closePorts(): void {
  capture?.close();
  playback?.close();
  events?.close();
  capture = playback = events = null;
}

/** The worker's comlink API. */
const api = {
  /** Opens the socket and wires the ports; resolves on open, rejects if it closes first. Events go out on `eventPort`. */
  connect(url: string, capturePort: MessagePort, playbackPort: MessagePort, eventPort: MessagePort): Promise<void> {
    capture = capturePort;
    playback = playbackPort;
    events = eventPort;
    const onEvent = (e: TransportWorkerEvent) => events?.postMessage(e);
    const ws = new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    socket = ws;
    capture.onmessage = (e: MessageEvent<PortMessage>) => {
      if (e.data?.type !== 'pcm' || ws.readyState !== WebSocket.OPEN) return;
      // Muted: keep the 20-ms cadence with silence so the agent's turn-taking clock keeps running.
      ws.send(muted ? new ArrayBuffer(e.data.data.byteLength) : e.data.data);
    };
    ws.onmessage = (e: MessageEvent<ArrayBuffer | string>) => {
      if (typeof e.data !== 'string') {
        playback?.postMessage({ type: 'pcm', data: e.data }, [e.data]);
        return;
      }
      // Barge-in: drop buffered agent audio right here, before the main thread hears of it.
      if (e.data.includes('"user-interrupted"')) playback?.postMessage({ type: 'clear' });
      onEvent({ type: 'text', text: e.data });
    };
    return new Promise((resolve, reject) => {
      ws.onopen = () => resolve();
      ws.onclose = (e) => {
        reject(new Error(`The call connection closed (${e.code}).`));
        onEvent({ type: 'close', code: e.code, reason: e.reason });
        closePorts();
        if (socket === ws) socket = null;
      };
    });
  },
  /** Sends one JSON text frame. */
  send(text: string): void {
    if (socket?.readyState === WebSocket.OPEN) socket.send(text);
  },
  /** Sends silence instead of the microphone while muted. */
  setMuted(value: boolean): void {
    muted = value;
  },
  /** Closes the socket (1000 = the visitor left) and the ports. */
  close(): void {
    socket?.close(1000, 'customer-ended-call');
    socket = null;
    closePorts();
  },
};

/** The API type the main thread wraps. */
export type TransportWorkerApi = typeof api;

Comlink.expose(api);
