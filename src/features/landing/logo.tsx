import type { Theme } from '../../stores/theme-store.ts';
import { useLandingTheme, useThemeAttributes } from './use-landing-theme.ts';

const themed = (theme: Theme) => ({ src: theme === 'dark' ? '/logo-dark.svg' : '/logo-light.svg', 'data-theme-variant': theme });

/** The Vaiu logo; the light or dark artwork follows the theme. */
export function Logo() {
  const theme = useLandingTheme();
  const ref = useThemeAttributes<HTMLImageElement>(themed);
  return <img ref={ref} className="logo" alt="Vaiu" width="118" height="36" {...themed(theme)} />;
}
