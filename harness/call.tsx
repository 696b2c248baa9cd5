// Harness for the voice-call page pieces nothing on the page opens (docs/product.md §2: the 'Get in Touch' modal).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '../src/styles/tokens.css';
import '../src/styles/global.css';
import '../src/features/voice-call/voice-call.css';
import '../src/features/voice-call/voice-call-modals.css';
import { ContactModal } from '../src/features/voice-call/contact-modal.tsx';
import { config } from '../src/lib/config.ts';

const theme = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light';
document.documentElement.setAttribute('data-theme', theme);

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>Get in Touch modal</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open Get in Touch
      </button>
      <ContactModal
        open={open}
        onClose={() => setOpen(false)}
        info={{ email: config.contactEmail, phone: config.contactPhone, schedulingUrl: config.schedulingUrl }}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
