import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentMeta } from '../../app/use-document-meta.ts';
import { useCallState } from '../../stores/call-store.ts';
import { config } from '../../lib/config.ts';
import { useVoiceCall } from './use-voice-call.ts';
import { takeEarlyFocus, takeEarlyStart } from './early-start.ts';
import { CallHeader } from './call-header.tsx';
import { CallStage } from './call-stage.tsx';
import { CallControls } from './call-controls.tsx';
import { CallCaptions } from './call-captions.tsx';
import { CallAnnouncer, CallNotices } from './call-notices.tsx';
import { DetailsModal } from './details-modal.tsx';
import { FeedbackModal } from './feedback-modal.tsx';
import { ContactModal } from './contact-modal.tsx';
import { MicHelp } from './mic-help.tsx';
import { DevicePickerToggle, DeviceSelects } from './device-picker.tsx';
import './voice-call.css';
import './voice-call-modals.css';
import './voice-call-field.css';

/** The voice-call page (/voice-call), loaded lazily. */
export default function VoiceCallPage() {
  useDocumentMeta('Talk to Vaiu Voice AI', 'Talk live with the Vaiu AI recruiting assistant.');
  const navigate = useNavigate();
  const vc = useVoiceCall();
  const status = useCallState((s) => s.status);
  const micProblem = useCallState((s) => s.micProblem);
  const feedbackDone = useCallState((s) => s.feedbackDone);
  const inCall = status === 'active' || status === 'reconnecting';
  const [detailsOpen, setDetailsOpen] = useState(false);
  // docs/product.md §2: nothing opens 'Get in Touch'; it stays mounted and reachable for a future trigger.
  const [contactOpen, setContactOpen] = useState(false);

  const openDetails = useCallback(() => {
    setDetailsOpen(true);
    vc.prepare();
  }, [vc]);
  // Keyboard focus on the prerendered 'Start Voice Call' moves to this page's button in the commit's own task (the
  // prerendered one was removed with the focus on it): a passive effect ran a task later, and an Enter pressed in
  // between went to <body> and was lost (seen in CI's keyboard-only e2e).
  useLayoutEffect(() => {
    if (takeEarlyFocus()) document.querySelector<HTMLButtonElement>('button.vc-start')?.focus();
  }, []);
  // A click on the prerendered 'Start Voice Call' before this page mounted opens the form now.
  useEffect(() => {
    if (takeEarlyStart()) openDetails();
  }, [openDetails]);
  const cancelDetails = useCallback(() => {
    setDetailsOpen(false);
    vc.release();
  }, [vc]);

  const back = useCallback(async () => {
    await vc.leave();
    // react-router keeps its own history index: with nothing to go back to, go home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  }, [vc, navigate]);
  const onBack = useCallback(() => void back(), [back]);
  const closeDetails = useCallback(() => setDetailsOpen(false), []);
  const closeContact = useCallback(() => setContactOpen(false), []);
  const rate = useCallback((r: number) => void vc.rate(r), [vc]);
  const devices = useMemo(() => <DeviceSelects onMic={vc.chooseMic} onSpeaker={vc.chooseSpeaker} />, [vc]);
  const devicesToggle = useMemo(() => <DevicePickerToggle onMic={vc.chooseMic} onSpeaker={vc.chooseSpeaker} />, [vc]);
  const contactInfo = useMemo(() => ({ email: config.contactEmail, phone: config.contactPhone, schedulingUrl: config.schedulingUrl }), []);
  // The call's start and end each change much of the page: the controls and the rating dialog come in a render of
  // their own after the state change's, which React may split into short tasks (docs/architecture.md §2).
  const controlsShown = useDeferredValue(inCall);
  const feedbackOpen = useDeferredValue(status === 'ended' && !feedbackDone);

  // Every child below is memoised with stable props: a state change re-renders only the parts that read it.
  return (
    <div className={`vc-page vc-page-${status}`}>
      <Header onBack={onBack} schedulingUrl={config.schedulingUrl} />
      <main id="main" className="vc-main">
        <Stage onStart={openDetails} onCallAgain={vc.callAgain} attachCanvas={vc.attachCanvas} />
        <Captions />
        {/* Sticky at the bottom of a phone's viewport: the notices and controls never scroll away during a call. */}
        <div className="vc-dock">
          <Notices onResumeAudio={vc.resumeAudio} />
          {inCall && controlsShown ? (
            <CallControls onMute={vc.setMuted} onEnd={vc.endCall} onVolume={vc.setVolume}>
              {devicesToggle}
            </CallControls>
          ) : null}
        </div>
        <Announcer />
        <Help problem={micProblem} />
      </main>
      <Details open={detailsOpen} onCancel={cancelDetails} onSubmit={vc.submitDetails} onDone={closeDetails} devices={devices} />
      <Feedback open={feedbackOpen} onRate={rate} onClose={vc.dismissFeedback} />
      <Contact open={contactOpen} onClose={closeContact} info={contactInfo} />
    </div>
  );
}

const Header = memo(CallHeader);
const Stage = memo(CallStage);
const Captions = memo(CallCaptions);
const Notices = memo(CallNotices);
const Announcer = memo(CallAnnouncer);
const Help = memo(MicHelp);
const Details = memo(DetailsModal);
const Feedback = memo(FeedbackModal);
const Contact = memo(ContactModal);
