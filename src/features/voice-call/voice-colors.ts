import type { VoiceColors } from '../../protocol/visualizer-messages.ts';

/** The visualizer colours of the current theme, read from the design tokens on <html>. */
export function readVoiceColors(): VoiceColors {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    assistant: v('--color-voice-assistant', '#5b3df5'),
    visitor: v('--color-voice-visitor', '#0b8a7a'),
    idle: v('--color-border', '#dde1ef'),
  };
}
