import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import VoiceCallPage from './voice-call-page.tsx';

/** Build-time only (scripts/vite-prerender-call.ts): the call page's idle markup, as React renders it for '/voice-call'. */
export function renderVoiceCall(): string {
  return renderToString(
    <StaticRouter location="/voice-call">
      <VoiceCallPage />
    </StaticRouter>,
  );
}
