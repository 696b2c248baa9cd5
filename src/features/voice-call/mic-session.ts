// The microphone session of the page: one engine with the visitor's microphone, opened ahead of a call (details
// modal), handed over to the call, with the voice-activity model and the visualizer attached to it.
import { openCallAudio, type CallAudioSession } from '../../engine/call/engine-audio.ts';
import type { CallAudio } from '../../engine/call/call-audio.ts';
import type { VisitorVad } from '../../engine/call/visitor-vad.ts';
import { loadVisitorVadWhenReady } from '../../engine/call/visitor-vad-loader.ts';
import type { VisualizerScene, VoiceColors } from '../../protocol/visualizer-messages.ts';
import { callStore, patchCall } from '../../stores/call-store.ts';
import { logger } from '../../lib/logger.ts';
import { whenIdle } from '../../lib/idle.ts';
import { micProblemOf } from './details-utils.ts';

type Session = CallAudioSession & { vad: VisitorVad | null; unsubs: (() => void)[] };

/** What the session needs: how to open audio and load the model (real ones by default), and whom to tell. */
export type MicSessionDeps = {
  /** The visitor spoke (confirmed by the model, or the engine's level detector while there is none). */
  onVisitorSpeech: () => void;
  /** The microphone opened (device labels are readable from now on). */
  onOpened?: () => void;
  openAudio?: typeof openCallAudio;
  loadVad?: typeof loadVisitorVadWhenReady;
};

/** At most one open microphone session; the visualizer's canvas, colours and scene follow it across sessions. */
export class MicSession {
  /** Set on page unmount: a session that finishes opening afterwards closes at once. */
  disposed = false;
  private session: Session | null = null;
  private opening: Promise<Session | null> | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private colors: VoiceColors | null = null;
  private scene: VisualizerScene = 'idle';

  constructor(private readonly deps: MicSessionDeps) {}

  /** Whether a session is open. */
  get isOpen(): boolean {
    return this.session !== null;
  }

  /** The open session, or a new one; null when the microphone is refused or the page left meanwhile. */
  ensure(): Promise<Session | null> {
    if (this.session) return Promise.resolve(this.session);
    this.opening ??= this.open().finally(() => (this.opening = null));
    return this.opening;
  }

  /** Closes the session (after any opening finished). */
  async release(): Promise<void> {
    await this.opening;
    const s = this.session;
    this.session = null;
    if (s) await s.audio.destroy();
    patchCall({ micCheck: 'idle' });
  }

  /** The session's audio for VoiceCall, which owns it from now on: destroying it closes this session. */
  async handOver(): Promise<CallAudio> {
    const s = await this.ensure();
    if (!s) throw new Error('The microphone is not available.');
    const destroy = s.audio.destroy;
    return {
      ...s.audio,
      destroy: async () => {
        for (const u of s.unsubs.splice(0)) u();
        if (this.session === s) this.session = null;
        await destroy();
      },
    };
  }

  /** Inside the Start gesture: a context warmed up in the details modal resumes here (iOS unlocks audio only then). */
  unlock(): void {
    void this.session?.engine.context.resume().catch(() => undefined);
  }

  /** Draws the visualizer on this canvas (now, or as soon as the engine exists). */
  attachCanvas(canvas: HTMLCanvasElement | null, colors: VoiceColors): void {
    this.canvas = canvas;
    this.colors = colors;
    if (canvas && this.session) void this.session.engine.attachCanvas(canvas, colors).catch((e) => logger.warn('visualizer', e));
  }

  /** New theme colours for the visualizer. */
  setColors(colors: VoiceColors): void {
    this.colors = colors;
    this.session?.engine.setColors(colors);
  }

  /** The visualizer's scene (kept for the next session too). */
  setScene(scene: VisualizerScene): void {
    this.scene = scene;
    this.session?.engine.setScene(scene);
  }

  private async open(): Promise<Session | null> {
    patchCall({ micProblem: null, micCheck: 'checking' });
    let session: Session | null = null;
    try {
      const opened = await (this.deps.openAudio ?? openCallAudio)(() => session?.vad?.destroy(), {
        microphoneId: callStore.getState().micId ?? undefined,
      });
      session = { ...opened, vad: null, unsubs: [] };
    } catch (err) {
      logger.warn('microphone unavailable', err);
      patchCall({ micProblem: micProblemOf(err), micCheck: 'idle' });
      return null;
    }
    if (this.disposed) {
      await session.audio.destroy();
      return null;
    }
    this.session = session;
    this.listen(session);
    // The call's playback worklet, built now while the visitor fills in the form (not in the call's first tasks).
    const engine = session.engine;
    whenIdle(() => engine.warmPlayback());
    if (this.canvas && this.colors) this.attachCanvas(this.canvas, this.colors);
    session.engine.setScene(this.scene);
    this.deps.onOpened?.();
    return session;
  }

  private listen(s: Session): void {
    const heard = this.deps.onVisitorSpeech;
    // The engine's worklet hears sound on the microphone; the model (main thread, costly) runs only then, to confirm
    // it is speech. Without the model (still loading, or failed) the worklet's detection stands in, silently.
    s.unsubs.push(
      s.engine.on('visitor-speech-start', () => (s.vad ? s.vad.setActive(true) : heard())),
      s.engine.on('visitor-speech-end', () => s.vad?.setActive(false)),
    );
    // Fetched only once the agent's audio flows, at idle priority, and not on a slow link (visitor-vad-loader.ts).
    (this.deps.loadVad ?? loadVisitorVadWhenReady)(s.engine, s.audio.microphone, {
      onSpeech: () => {
        heard();
        s.vad?.setActive(false); // confirmed for this utterance: stop inferring until the next one
      },
    })
      .then(async (vad) => {
        if (this.session !== s) return vad.destroy();
        s.vad = vad;
      })
      .catch((err) => logger.info('voice-activity model unavailable; using the level detector', err));
  }
}
