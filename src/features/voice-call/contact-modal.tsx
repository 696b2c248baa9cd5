import { Modal } from '../../components/ui/modal.tsx';
import { Button } from '../../components/ui/button.tsx';

/** Values shown in the 'Get in Touch' modal. */
export type ContactInfo = { email: string; phone: string; schedulingUrl: string };

/** 'Get in Touch': contact email, phone and 'Schedule a Call' (docs/product.md §2: nothing on the page opens it). */
export function ContactModal({ open, onClose, info }: { open: boolean; onClose: () => void; info: ContactInfo }) {
  return (
    <Modal open={open} onClose={onClose} title="Get in Touch">
      <dl className="vc-contact">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${info.email}`}>{info.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${info.phone.replace(/\s+/g, '')}`}>{info.phone}</a>
        </dd>
      </dl>
      <Button size="lg" className="btn-block" onClick={() => window.open(info.schedulingUrl, '_blank', 'noopener,noreferrer')}>
        Schedule a Call
      </Button>
    </Modal>
  );
}
