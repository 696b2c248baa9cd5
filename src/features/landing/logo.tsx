import { useLandingTheme } from './use-landing-theme.ts';

/** The Vaiu logo; the light or dark artwork follows the theme. */
export function Logo() {
  const theme = useLandingTheme();
  return (
    <img
      className="logo"
      src={theme === 'dark' ? '/logo-dark.svg' : '/logo-light.svg'}
      alt="Vaiu"
      width="118"
      height="36"
      data-theme-variant={theme}
    />
  );
}
