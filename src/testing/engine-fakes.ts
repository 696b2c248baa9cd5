// A stand-in for AudioEngine in unit tests of the page's microphone session and controller (never used by the app).
import { Evented, type EmitArgs } from '../engine/events.ts';
import type { VisualizerScene, VoiceColors } from '../protocol/visualizer-messages.ts';

type FakeEngineEvents = { 'visitor-speech-start': void; 'visitor-speech-end': void };

/** The parts of AudioEngine the session touches, recording what it was asked; tests fire its speech events. */
export class FakeAudioEngine extends Evented<FakeEngineEvents> {
  scenes: VisualizerScene[] = [];
  canvases: unknown[] = [];
  colors: VoiceColors[] = [];
  resumed = 0;
  context = { resume: async () => void this.resumed++ };
  setScene = (s: VisualizerScene) => void this.scenes.push(s);
  attachCanvas = async (c: unknown) => void this.canvases.push(c);
  setColors = (c: VoiceColors) => void this.colors.push(c);
  playbackWarmed = 0;
  warmPlayback = () => void this.playbackWarmed++;

  /** Tests fire the engine's events (the real engine keeps emit to itself). */
  public override emit<K extends keyof FakeEngineEvents>(type: K, ...args: EmitArgs<FakeEngineEvents[K]>): boolean {
    return super.emit(type, ...args);
  }
}
