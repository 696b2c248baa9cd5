import { Modal } from '../../components/ui/modal.tsx';
import { Field, TextAreaField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/button.tsx';
import { useContactForm } from './use-contact-form.ts';
import './contact-modal.css';

/** The Contact modal with the landing contact form; all five fields are required. */
export function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useContactForm(onClose);
  const { values, setField } = form;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Contact us"
      description="Tell us about your hiring and we’ll get back to you within one business day."
    >
      <form className="contact-form" onSubmit={form.onSubmit}>
        <div className="contact-row">
          <Field
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={(e) => setField('firstName', e.target.value)}
          />
          <Field
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={(e) => setField('lastName', e.target.value)}
          />
        </div>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => setField('email', e.target.value)}
        />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={(e) => setField('phone', e.target.value)}
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={5}
          required
          value={values.message}
          onChange={(e) => setField('message', e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={form.sending}>
          {form.sending ? (
            <>
              <Spinner /> Sending...
            </>
          ) : (
            'Send message'
          )}
        </button>
      </form>
    </Modal>
  );
}
