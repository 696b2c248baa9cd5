import { Button } from '../../components/ui/button.tsx';

/** Page header: Back, the title, and 'Get in touch' (scheduling page in a new tab). */
export function CallHeader({ onBack, schedulingUrl }: { onBack: () => void; schedulingUrl: string }) {
  return (
    <header className="vc-header">
      <Button variant="ghost" size="sm" onClick={onBack} className="vc-back">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Back
      </Button>
      <h1 className="vc-title">Vaiu Voice AI Assistant</h1>
      <a className="btn btn-secondary btn-sm vc-touch" href={schedulingUrl} target="_blank" rel="noopener noreferrer">
        Get in touch
      </a>
    </header>
  );
}
