import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Button, Spinner } from '../../components/ui/button.tsx';
import { useCallState } from '../../stores/call-store.ts';
import type { VisitorDetails } from './details-utils.ts';

/** Props of DetailsModal: cancel frees the microphone; submit resolves whether the call is on its way. */
export type DetailsModalProps = {
  open: boolean;
  onCancel: () => void;
  onSubmit: (d: VisitorDetails) => Promise<boolean>;
  onDone: () => void;
  devices?: ReactNode;
};

/** 'Enter Your Details': Name *, Email *, Phone Number *, then 'Start Call' — with a microphone check. */
export function DetailsModal({ open, onCancel, onSubmit, onDone, devices }: DetailsModalProps) {
  const [details, setDetails] = useState<VisitorDetails>({ name: '', email: '', phone: '' });
  const [sending, setSending] = useState(false);
  const micCheck = useCallState((s) => s.micCheck);
  const micProblem = useCallState((s) => s.micProblem);
  const set = (key: keyof VisitorDetails) => (e: { target: { value: string } }) => setDetails((d) => ({ ...d, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    const done = await onSubmit(details).finally(() => setSending(false));
    // The details stay filled in: starting again with the same ones sends no second lead email.
    if (done) onDone();
  }

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Enter Your Details"
      description="We pass these to the assistant so it can greet you."
      className="vc-details"
    >
      <form onSubmit={submit} noValidate>
        <Field label="Name *" name="name" autoComplete="name" required value={details.name} onChange={set('name')} />
        <Field label="Email *" name="email" type="email" autoComplete="email" required value={details.email} onChange={set('email')} />
        <Field label="Phone Number *" name="phone" type="tel" autoComplete="tel" required value={details.phone} onChange={set('phone')} />
        <p className={`vc-mic-check vc-mic-check-${micProblem ? 'problem' : micCheck}`} role="status">
          <span className="vc-mic-dot" aria-hidden="true" />
          {micProblem
            ? "We can't use your microphone — allow it in your browser to talk with the assistant."
            : micCheck === 'heard'
              ? 'We can hear you'
              : micCheck === 'checking'
                ? 'Say something to check your microphone…'
                : 'Your microphone is checked when this opens.'}
        </p>
        {devices}
        <Button type="submit" size="lg" className="btn-block" disabled={sending} aria-busy={sending}>
          {sending ? <Spinner /> : null}
          Start Call
        </Button>
      </form>
    </Modal>
  );
}
