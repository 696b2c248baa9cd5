// AudioEngine: owns the AudioContext graph. Microphone → analysis input 0; remote audio → analysis input 1
// (tapped BEFORE the volume gain) and → gain → speakers. Worklets analyse, a worker draws, the main thread
// only hears transitions and ≤ 10 Hz levels.
import type { AnalysisEvent } from '../../protocol/analysis-messages.ts';
import type { VisualizerScene, VoiceColors } from '../../protocol/visualizer-messages.ts';
import { DEFAULT_VOLUME, normalizeVolume } from '../dsp/volume.ts';
import { AnalysisNode } from './analysis-node.ts';
import { callContextRate } from './context-rate.ts';
import { createEventHub } from '../events.ts';
import { PlaybackNode } from './pcm-nodes.ts';
import { TRANSPORT_FRAME_SAMPLES, TRANSPORT_SAMPLE_RATE } from '../../protocol/messages.ts';
import { VisualizerHost } from './visualizer-host.ts';
import { hasAudioWorklet, loadWorklets, NO_AUDIO_WORKLET, whenReady } from './worklet-modules.ts';

/**
 * Microphone frames for the transport: 60 ms (960 samples at 16 kHz), a third of the messages of 20-ms frames on
 * every hop (worklet → worker → socket); the server takes PCM of any length (docs/architecture.md §2).
 */
export const CAPTURE_FRAME_SAMPLES = 3 * TRANSPORT_FRAME_SAMPLES;

/** Colours of the two voices and the idle line (CSS colour strings from the theme). */
export type { VoiceColors };
/** A speaking transition: `time` is audio-clock seconds of the decisive quantum. */
export type SpeechEvent = { time: number };
/** Engine status (the harness's audio store, harness/audio-store.ts, mirrors it). */
export type EngineStatus = 'idle' | 'starting' | 'running' | 'error' | 'closed';

/** Events of the engine: speaking transitions of both voices, levels, status, errors and the context's state. */
export type EngineEvents = {
  'speech-start': SpeechEvent;
  'speech-end': SpeechEvent;
  'visitor-speech-start': SpeechEvent;
  'visitor-speech-end': SpeechEvent;
  'volume-level': number;
  levels: { assistant: number; visitor: number };
  status: EngineStatus;
  error: Error;
  /** The system suspended/interrupted the context (phone call, frozen tab) or it runs again. */
  'context-state': 'running' | 'suspended' | 'interrupted';
};

/** The audio engine of the voice-call page (one per call; destroy() when done). */
export class AudioEngine {
  private readonly speaking = { assistant: false, visitor: false };
  private readonly events = createEventHub<EngineEvents>();
  private readonly remoteBus: GainNode;
  private readonly volume: GainNode;
  private mic: { stream: MediaStream; source: MediaStreamAudioSourceNode } | null = null;
  private readonly remotes: { source: AudioNode; element?: HTMLAudioElement }[] = [];
  private playback: PlaybackNode | null = null;
  private playbackWired = false;
  private visualizer: VisualizerHost | null = null;
  private visualizerStart: Promise<void> | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private destroying: Promise<void> | null = null;
  private readonly micStreams = new Set<MediaStream>();
  private levelsWanted = false;
  /** Current engine status. */
  status: EngineStatus = 'running';

  private constructor(
    readonly context: AudioContext,
    private readonly analysis: AnalysisNode,
  ) {
    this.remoteBus = new GainNode(context, { gain: 1 });
    this.volume = new GainNode(context, { gain: DEFAULT_VOLUME / 100 });
    this.remoteBus.connect(analysis, 0, 1);
    this.remoteBus.connect(this.volume).connect(context.destination);
    analysis.onEvent((e) => this.onAnalysis(e));
    // A suspended or interrupted context is recoverable (resume() in a gesture): reported, not an engine failure.
    context.addEventListener('statechange', () => {
      const s = context.state as string;
      if (this.destroying || s === 'closed') return;
      if (s === 'interrupted' || s === 'suspended' || s === 'running') this.events.emit('context-state', s);
    });
  }

  /**
   * Creates the AudioContext (resumes it) and loads all worklets; rejects clearly without AudioWorklet. The context
   * runs at the wire's 16 kHz where the browser allows (context-rate.ts); `sampleRate: null` keeps the device's.
   */
  static async create(opts: { latencyHint?: AudioContextLatencyCategory; sampleRate?: number | null } = {}): Promise<AudioEngine> {
    if (!hasAudioWorklet()) throw new Error(NO_AUDIO_WORKLET);
    const sampleRate = opts.sampleRate === undefined ? callContextRate(navigator.userAgent) : (opts.sampleRate ?? undefined);
    const context = new AudioContext({ latencyHint: opts.latencyHint ?? 'interactive', ...(sampleRate ? { sampleRate } : {}) });
    try {
      // Not awaited: without a user gesture resume() can stay pending; the engine still builds its graph.
      void context.resume().catch(() => undefined);
      await loadWorklets(context);
      const analysis = new AnalysisNode(context);
      await whenReady(analysis);
      return new AudioEngine(context, analysis);
    } catch (e) {
      await context.close().catch(() => undefined);
      throw e instanceof Error ? e : new Error(String(e));
    }
  }

  /** Whether a voice is speaking now (the worklet's last transition), for observers that subscribe late. */
  isSpeaking(voice: 'assistant' | 'visitor'): boolean {
    return this.speaking[voice];
  }

  private onAnalysis(e: AnalysisEvent): void {
    if (e.type === 'speech') {
      this.speaking[e.voice] = e.speaking;
      const name =
        e.voice === 'assistant' ? (e.speaking ? 'speech-start' : 'speech-end') : e.speaking ? 'visitor-speech-start' : 'visitor-speech-end';
      this.events.emit(name, { time: e.time });
    } else if (e.type === 'levels') {
      this.events.emit('volume-level', normalizeVolume(e.assistant));
      this.events.emit('levels', { assistant: normalizeVolume(e.assistant), visitor: normalizeVolume(e.visitor) });
    }
  }

  private fail(err: Error): void {
    if (!this.events.emit('error', err)) console.warn('[vaiu] audio engine:', err.message);
  }

  /** Resumes the context (inside a user gesture on iOS); resolves even where the browser keeps it suspended. */
  async resume(): Promise<void> {
    if (this.context.state !== 'running' && this.context.state !== 'closed') await this.context.resume().catch(() => undefined);
  }

  /** Routes playback to an output device (AudioContext.setSinkId, Chromium 110+). */
  async setSinkId(deviceId: string): Promise<void> {
    const ctx = this.context as AudioContext & { setSinkId?: (id: string) => Promise<void> };
    if (!ctx.setSinkId) throw new Error('This browser cannot choose the speaker.');
    await ctx.setSinkId(deviceId === 'default' ? '' : deviceId);
  }

  /** Swaps the microphone: the new stream is attached, the previous one's tracks are stopped. */
  replaceMicrophone(stream: MediaStream): void {
    const old = this.mic?.stream;
    this.attachMicrophone(stream);
    if (old && old !== stream) {
      for (const t of old.getTracks()) t.stop();
      this.micStreams.delete(old);
    }
  }

  /** Visitor microphone → analysis input 0 (never to the speakers). Replaces a previous mic. */
  attachMicrophone(stream: MediaStream): void {
    if (this.mic) this.mic.source.disconnect();
    const source = new MediaStreamAudioSourceNode(this.context, { mediaStream: stream });
    source.connect(this.analysis, 0, 0);
    this.mic = { stream, source };
    this.micStreams.add(stream);
  }

  /** Remote assistant audio from a MediaStream (Daily) → analysis input 1 and gain → speakers. */
  attachRemoteStream(stream: MediaStream): void {
    const source = new MediaStreamAudioSourceNode(this.context, { mediaStream: stream });
    // Chromium delivers remote WebRTC audio to Web Audio only while a media element also consumes it.
    const element = typeof Audio !== 'undefined' ? new Audio() : undefined;
    if (element) {
      element.muted = true;
      element.srcObject = stream;
      void element.play().catch(() => undefined);
    }
    source.connect(this.remoteBus);
    this.remotes.push({ source, element });
  }

  /** Remote assistant audio from any node of this context (wired like a remote stream). */
  attachRemoteNode(node: AudioNode): void {
    node.connect(this.remoteBus);
    this.remotes.push({ source: node });
  }

  /** Creates the playback worklet (WebSocket transport), wires it as remote audio, returns its PCM port. */
  createPlayback(): MessagePort {
    const node = (this.playback ??= new PlaybackNode(this.context));
    if (!this.playbackWired) {
      node.connect(this.remoteBus);
      this.playbackWired = true;
    }
    return node.openPort();
  }

  /** Builds the playback worklet ahead of a call, unwired: constructing an AudioWorkletNode costs the main thread
   *  (the graph lock, shared with the audio thread), better paid while the details form is open than in the tasks
   *  right after 'Start Call'. createPlayback wires it. Nothing plays through it until then. */
  warmPlayback(): void {
    if (!this.playback && !this.destroying) this.playback = new PlaybackNode(this.context);
  }

  /** Frames the attached microphone for the transport; returns a port emitting 20 ms PCM frames. The analysis
   *  worklet does it (it already reads the microphone): no capture node, no second pass over the mic per quantum. */
  createCapture(): MessagePort {
    return this.analysis.openCapture({ targetRate: TRANSPORT_SAMPLE_RATE, frameSamples: CAPTURE_FRAME_SAMPLES });
  }

  /** 0..100 → gain on the remote audio only (default 80). */
  setVolume(volume: number): void {
    const v = Number.isFinite(volume) ? Math.min(100, Math.max(0, volume)) : DEFAULT_VOLUME;
    this.volume.gain.setTargetAtTime(v / 100, this.context.currentTime, 0.015);
  }

  /** Draws both voices on this canvas (worker when OffscreenCanvas exists, else main thread). Idempotent per canvas. */
  attachCanvas(canvas: HTMLCanvasElement, colors: VoiceColors, opts: { forceMainThread?: boolean } = {}): Promise<void> {
    if (this.canvas === canvas && this.visualizerStart) {
      this.setColors(colors);
      return this.visualizerStart;
    }
    this.visualizer?.destroy();
    this.canvas = canvas;
    const channel = new MessageChannel();
    this.analysis.connectVisualizer(channel.port1);
    this.visualizerStart = VisualizerHost.start(canvas, channel.port2, colors, (e) => this.fail(e), opts.forceMainThread).then((host) => {
      if (this.destroying) host.destroy();
      else {
        this.visualizer = host;
        host.setScene(this.scene);
      }
    });
    return this.visualizerStart;
  }

  /** New theme colours for the visualizer. */
  setColors(colors: VoiceColors): void {
    this.visualizer?.setColors(colors);
  }

  private scene: VisualizerScene = 'idle';

  /** The call's scene for the visualizer (kept and applied when a canvas attaches later). */
  setScene(scene: VisualizerScene): void {
    this.scene = scene;
    this.visualizer?.setScene(scene);
  }

  /** The running visualizer (for benchmarks and tests), if any. */
  get visualizerHost(): VisualizerHost | null {
    return this.visualizer;
  }

  /** Subscribes to an engine event; returns the unsubscribe. Levels are measured only while someone listens. */
  on<K extends keyof EngineEvents>(event: K, cb: (payload: EngineEvents[K]) => void): () => void {
    const off = this.events.on(event, cb);
    if (event !== 'volume-level' && event !== 'levels') return off;
    this.wantLevels();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      off();
      this.wantLevels();
    };
  }

  /** Tells the worklet to report levels while 'volume-level' or 'levels' has a listener, and to stop after. */
  private wantLevels(): void {
    const want = this.events.listenerCount('volume-level') + this.events.listenerCount('levels') > 0;
    if (want === this.levelsWanted || this.destroying) return;
    this.levelsWanted = want;
    this.analysis.setLevels(want);
  }

  /** Stops everything: nodes, the mic tracks it was given, the worker, the context. Idempotent. */
  destroy(): Promise<void> {
    this.destroying ??= this.teardown();
    return this.destroying;
  }

  private async teardown(): Promise<void> {
    try {
      this.visualizer?.destroy();
      this.playback?.destroy();
      for (const r of this.remotes) {
        r.source.disconnect();
        if (r.element) {
          r.element.pause();
          r.element.srcObject = null;
        }
      }
      this.mic?.source.disconnect();
      this.analysis.destroy();
    } finally {
      for (const stream of this.micStreams) for (const t of stream.getTracks()) t.stop();
      this.micStreams.clear();
      this.mic = null;
      this.remotes.length = 0;
      // Let each worklet run a few more render quanta to read its 'stop' and return false from process(); closed
      // before that, Chromium keeps every node (and so the closed context) alive as a pending activity forever.
      if (this.context.state === 'running') await new Promise((r) => setTimeout(r, 30));
      if (this.context.state !== 'closed') await this.context.close().catch(() => undefined);
      this.status = 'closed';
      this.events.emit('status', 'closed');
      this.events.clear();
    }
  }
}
