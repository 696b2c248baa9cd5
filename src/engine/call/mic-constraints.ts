/** Microphone processing of a call: mono speech with the browser's echo/noise processing. */
export const MIC_CONSTRAINTS_AUDIO: MediaTrackConstraints = {
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};
