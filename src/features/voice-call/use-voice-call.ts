import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { VoiceCallController, type ControllerNotice } from './voice-call-controller.ts';
import {
  detailsComplete,
  leadEmailParams,
  MESSAGES,
  sameLead,
  trimDetails,
  visitorTimezone,
  warmLeadDetails,
  type VisitorDetails,
} from './details-utils.ts';
import { readVoiceColors } from './voice-colors.ts';
import { watchDevices } from './call-devices.ts';
import { patchCall } from '../../stores/call-store.ts';
import { themeStore } from '../../stores/theme-store.ts';
import { sendEmail, warmEmail } from '../../lib/email.ts';
import { config } from '../../lib/config.ts';
import { whenIdle } from '../../lib/idle.ts';

function toastNotice(n: ControllerNotice): void {
  toast.error(n.kind === 'connection-failed' ? MESSAGES.callError : MESSAGES.startFailed);
}

/** The page's only door to the call engine: one controller per mount, StrictMode-safe, actions as callbacks. */
export function useVoiceCall() {
  // Built lazily and once per mount; it holds no resources until the visitor acts, so a discarded StrictMode copy costs nothing.
  const [ctrl] = useState(() => new VoiceCallController(toastNotice));
  // The details a lead email went out for: the same details again (Call again, or an unchanged form) send none.
  const lead = useRef<VisitorDetails | null>(null);
  const [hasLead, setHasLead] = useState(false);

  useEffect(() => {
    ctrl.revive();
    const unsubTheme = themeStore.subscribe(() => ctrl.setColors(readVoiceColors()));
    const unsubDevices = watchDevices(ctrl.call);
    return () => {
      unsubDevices();
      unsubTheme();
      void ctrl.dispose();
    };
  }, [ctrl]);

  /** Sends the lead email first; starts the call only when it went out. Resolves whether the form is done. */
  const submitDetails = useCallback(
    async (raw: VisitorDetails): Promise<boolean> => {
      if (!detailsComplete(raw)) {
        toast.error(MESSAGES.missingDetails);
        return false;
      }
      const details = trimDetails(raw);
      if (!sameLead(lead.current, details)) {
        const sent = await sendEmail(
          config.emailjs.leadTemplateId,
          leadEmailParams(details, config.ownerEmail, new Date(), visitorTimezone()),
        );
        if (!sent.ok) {
          toast.error(MESSAGES.detailsFailed);
          return false;
        }
        toast.success(MESSAGES.detailsSent);
        lead.current = details;
        setHasLead(true);
      }
      void ctrl.start(details);
      return true;
    },
    [ctrl],
  );

  const rate = useCallback(
    async (rating: number) => {
      await ctrl.sendFeedback(rating);
      toast.success(MESSAGES.feedbackThanks);
      patchCall({ feedbackDone: true });
    },
    [ctrl],
  );

  /** Starts a new call with the details of the last lead, without emailing them again. */
  const callAgain = useCallback(() => {
    if (lead.current) void ctrl.start(lead.current);
  }, [ctrl]);

  const prepare = useCallback(() => {
    warmEmail();
    whenIdle(warmLeadDetails);
    void ctrl.prepare();
  }, [ctrl]);
  const dismissFeedback = useCallback(() => patchCall({ feedbackDone: true }), []);
  const again = hasLead ? callAgain : null;
  // One object per controller (and lead): the page passes its members to memoised children.
  return useMemo(
    () => ({
      /** Opens the mic and engine for the 'We can hear you' check; the lead email's library loads meanwhile. */
      prepare,
      /** Frees the mic when the details modal is cancelled. */
      release: () => void ctrl.release(),
      submitDetails,
      endCall: () => void ctrl.end(),
      setMuted: (m: boolean) => ctrl.setMuted(m),
      setVolume: (v: number) => ctrl.setVolume(v),
      attachCanvas: (c: HTMLCanvasElement | null) => ctrl.attachCanvas(c, readVoiceColors()),
      rate,
      dismissFeedback,
      /** Null until a lead went out: then 'Call again' reuses it. */
      callAgain: again,
      /** Resumes playback the browser suspended ('Tap to resume audio'; must run inside the tap). */
      resumeAudio: () => void ctrl.resumeAudio(),
      /** Device pickers: a microphone or speaker by device id (before or during the call). */
      chooseMic: (id: string) => void ctrl.chooseMic(id),
      chooseSpeaker: (id: string) => void ctrl.chooseSpeaker(id),
      /** Ends any call (Back) and waits until everything is freed. */
      leave: () => ctrl.dispose(),
    }),
    [ctrl, prepare, submitDetails, rate, dismissFeedback, again],
  );
}
