import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LandingPage } from './landing-page.tsx';

/** Build-time only (scripts/vite-prerender-landing.ts): the landing page's markup, as React renders it for '/'. */
export function renderLanding(): string {
  return renderToString(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
}
