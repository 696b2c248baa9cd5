// Analysis worklet: input 0 = visitor microphone, input 1 = assistant audio. Per 128-frame quantum: summed
// level, speaking detection for both voices (sample-accurate times), peak levels to the main thread at ≤ 10 Hz (only
// while someone listens),
// and byte spectra of both voices straight to the visualizer port about once per display frame. With a capture port
// it also frames the microphone for the transport (20 ms PCM, transferred): one worklet node less per quantum.
import { downmix, PcmFramer } from '../src/engine/dsp/pcm-framer.ts';
import { summedLevel } from '../src/engine/dsp/level.ts';
import { SpeakingDetector, SpeechChange } from '../src/engine/dsp/speaking-detector.ts';
import { SpectrumAnalyser } from '../src/engine/dsp/spectrum.ts';
import { normalizeVolume } from '../src/engine/dsp/volume.ts';
import type {
  AnalysisCommand,
  AnalysisOptions,
  LevelsMessage,
  SpectrumFrame,
  SpectrumRateMessage,
  SpeechMessage,
} from '../src/protocol/analysis-messages.ts';

const QUANTUM = 128;

class AnalysisProcessor extends AudioWorkletProcessor {
  private readonly assistant = new SpeakingDetector(sampleRate);
  private readonly visitor = new SpeakingDetector(sampleRate);
  private readonly assistantSpectrum = new SpectrumAnalyser();
  private readonly visitorSpectrum = new SpectrumAnalyser();
  private readonly levelEvery: number;
  private readonly frameQuanta: number;
  // Quanta between two spectra: one display frame, times the visualizer's asked rate (spectrum-rate).
  private spectrumEvery: number;
  private quanta = 0;
  private peakAssistant = 0;
  private peakVisitor = 0;
  private running = true;
  private levelsOn: boolean;
  private lastFrameSilent = false;
  private visualizer: MessagePort | null = null;
  private capture: { port: MessagePort; framer: PcmFramer } | null = null;
  private readonly mono = new Float32Array(QUANTUM);
  // Messages are made once and mutated: process() creates no objects.
  private readonly speechMsg: SpeechMessage = { type: 'speech', voice: 'assistant', speaking: false, time: 0 };
  private readonly levelsMsg: LevelsMessage = { type: 'levels', assistant: 0, visitor: 0, time: 0 };
  private readonly frameMsg: SpectrumFrame;

  constructor(options: { processorOptions?: Partial<AnalysisOptions> }) {
    super();
    const o = options.processorOptions ?? {};
    const quantumMs = (QUANTUM / sampleRate) * 1000;
    // Ceil, not round: never more often than the interval (≤ 10 Hz for 100 ms).
    this.levelEvery = Math.max(1, Math.ceil((o.levelIntervalMs ?? 100) / quantumMs));
    this.frameQuanta = Math.max(1, Math.round((o.spectrumIntervalMs ?? 1000 / 60) / quantumMs));
    this.spectrumEvery = this.frameQuanta;
    this.levelsOn = o.levels ?? true;
    this.frameMsg = {
      type: 'spectrum',
      time: 0,
      assistant: new Uint8Array(this.assistantSpectrum.fftSize / 2),
      visitor: new Uint8Array(this.visitorSpectrum.fftSize / 2),
      assistantLevel: 0,
      visitorLevel: 0,
      assistantSpeaking: false,
      visitorSpeaking: false,
    };
    this.port.onmessage = (e: MessageEvent<AnalysisCommand<MessagePort>>) => {
      const m = e.data;
      if (m.type === 'connect-visualizer') {
        this.visualizer?.close();
        this.visualizer = m.port;
        this.spectrumEvery = this.frameQuanta;
        m.port.onmessage = (r: MessageEvent<SpectrumRateMessage>) => {
          if (r.data?.type === 'spectrum-rate')
            this.spectrumEvery = this.frameQuanta * Math.max(1, Math.min(6, Math.round(r.data.every) || 1));
        };
      } else if (m.type === 'connect-capture') {
        this.capture?.port.close();
        const port = m.port;
        this.capture = { port, framer: new PcmFramer(sampleRate, m.options, (data) => port.postMessage({ type: 'pcm', data }, [data])) };
      } else if (m.type === 'levels') {
        this.levelsOn = m.on;
        this.peakAssistant = this.peakVisitor = 0;
      } else if (m.type === 'stop') {
        this.running = false;
        this.visualizer?.close();
        this.visualizer = null;
        this.capture?.port.close();
        this.capture = null;
      }
    };
    this.port.postMessage({ type: 'ready', sampleRate });
  }

  private speech(voice: 'assistant' | 'visitor', speaking: boolean, time: number): void {
    const m = this.speechMsg;
    m.voice = voice;
    m.speaking = speaking;
    m.time = time;
    this.port.postMessage(m);
  }

  process(inputs: Float32Array[][]): boolean {
    if (!this.running) return false;
    const frame = currentFrame;
    const mic = inputs[0] ?? NO_CHANNELS;
    const remote = inputs[1] ?? NO_CHANNELS;
    const frames = remote[0]?.length ?? mic[0]?.length ?? QUANTUM;
    if (this.capture && mic.length) this.capture.framer.push(this.mono, downmix(mic, this.mono));

    const aLevel = summedLevel(remote);
    const aChange = this.assistant.update(aLevel, frame, frames);
    if (aChange !== SpeechChange.None) this.speech('assistant', aChange === SpeechChange.Start, this.assistant.eventTime);
    const vLevel = summedLevel(mic);
    const vChange = this.visitor.update(vLevel, frame, frames);
    if (vChange !== SpeechChange.None) this.speech('visitor', vChange === SpeechChange.Start, this.visitor.eventTime);

    if (aLevel > this.peakAssistant) this.peakAssistant = aLevel;
    if (vLevel > this.peakVisitor) this.peakVisitor = vLevel;
    this.quanta++;
    // Levels only while the main thread listens (the engine says so): the call page does not, so it gets no message.
    if (this.levelsOn && this.quanta % this.levelEvery === 0) {
      const m = this.levelsMsg;
      // Unchanged levels (e.g. silence) are not re-sent: each message costs the main thread a task.
      if (Math.abs(m.assistant - this.peakAssistant) > 1e-4 || Math.abs(m.visitor - this.peakVisitor) > 1e-4) {
        m.assistant = this.peakAssistant;
        m.visitor = this.peakVisitor;
        m.time = frame / sampleRate;
        this.port.postMessage(m);
      }
      this.peakAssistant = 0;
      this.peakVisitor = 0;
    }

    const vis = this.visualizer;
    if (vis) {
      // A silent voice (level 0: every sample is 0) only advances its silence count once its ring is all zeros.
      if (aLevel === 0) this.assistantSpectrum.writeSilence(frames);
      else this.assistantSpectrum.write(remote, frames);
      if (vLevel === 0) this.visitorSpectrum.writeSilence(frames);
      else this.visitorSpectrum.write(mic, frames);
      if (this.quanta % this.spectrumEvery === 0) {
        const m = this.frameMsg;
        this.assistantSpectrum.analyse(m.assistant);
        this.visitorSpectrum.analyse(m.visitor);
        m.time = frame / sampleRate;
        m.assistantLevel = normalizeVolume(aLevel);
        m.visitorLevel = normalizeVolume(vLevel);
        m.assistantSpeaking = this.assistant.speaking;
        m.visitorSpeaking = this.visitor.speaking;
        // Silence after silence is not re-sent: the worker keeps drawing its idle line from the last frame.
        const silent = isZero(m.assistant) && isZero(m.visitor);
        if (!silent || !this.lastFrameSilent) vis.postMessage(m);
        this.lastFrameSilent = silent;
      }
    }
    return true;
  }
}

/** True when every byte is 0. */
function isZero(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** An input with nothing connected. */
const NO_CHANNELS: Float32Array[] = [];

registerProcessor('vaiu-analysis', AnalysisProcessor);
