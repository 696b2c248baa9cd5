import { Modal } from '../../components/ui/modal.tsx';
import { RATINGS } from './details-utils.ts';

/** 'How was your experience?': five emoji buttons, Poor (1) to Excellent (5). */
export function FeedbackModal({ open, onRate, onClose }: { open: boolean; onRate: (rating: number) => void; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="How was your experience?" description="Your rating helps us tune the assistant.">
      <div className="vc-ratings" role="group" aria-label="Rate the call">
        {RATINGS.map((r) => (
          <button key={r.value} type="button" className="vc-rating" onClick={() => onRate(r.value)}>
            <span className="vc-rating-emoji" aria-hidden="true">
              {r.emoji}
            </span>
            <span className="vc-rating-label">{r.label}</span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
