// Runs AudioWorkletProcessor modules in Node: a fake AudioWorkletGlobalScope (sampleRate, currentFrame,
// AudioWorkletProcessor with a recording port, registerProcessor).

/** One message as posted: a snapshot of its data at post time, the object itself, and its transfer list. */
export type Posted = { data: Record<string, unknown>; ref: unknown; transfer?: unknown[] };

/** A MessagePort stand-in that records what is posted on it. */
export class FakePort {
  posted: Posted[] = [];
  onmessage: ((e: { data: unknown }) => void) | null = null;
  closed = false;
  postMessage(message: unknown, transfer?: unknown[]): void {
    this.posted.push({ data: structuredClone(message) as Record<string, unknown>, ref: message, transfer });
  }
  close(): void {
    this.closed = true;
  }
  start(): void {}
  /** Delivers a message to the worklet side, as the main thread would. */
  deliver(data: unknown): void {
    this.onmessage?.({ data });
  }
  /** Posted messages of one type. */
  ofType(type: string): Posted[] {
    return this.posted.filter((p) => p.data.type === type);
  }
}

/** A processor instance as the tests drive it. */
export type TestProcessor = { port: FakePort; process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean };
type ProcessorClass = new (options: { processorOptions?: Record<string, unknown> }) => TestProcessor;

const registry = new Map<string, ProcessorClass>();
const scope = globalThis as unknown as Record<string, unknown>;

/** Installs the fake scope at `rate` Hz; import the worklet module after this. */
export function installWorkletScope(rate: number): Map<string, ProcessorClass> {
  scope.sampleRate = rate;
  scope.currentFrame = 0;
  scope.AudioWorkletProcessor = class {
    port = new FakePort();
  };
  scope.registerProcessor = (name: string, cls: ProcessorClass) => registry.set(name, cls);
  return registry;
}

/** Sets the audio clock (first frame of the next quantum). */
export function setCurrentFrame(frame: number): void {
  scope.currentFrame = frame;
}
