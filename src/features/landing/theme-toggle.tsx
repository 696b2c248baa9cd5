import { toggleTheme, type Theme } from '../../stores/theme-store.ts';
import { useLandingTheme, useThemeAttributes } from './use-landing-theme.ts';
import { Icon } from './icon.tsx';

// The label names the theme it switches to.
const labelled = (theme: Theme) => {
  const label = `Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`;
  return { 'aria-label': label, title: label };
};

/** Light/dark switch; its label names the theme it switches to. */
export function ThemeToggle() {
  const theme = useLandingTheme();
  const ref = useThemeAttributes<HTMLButtonElement>(labelled);
  return (
    <button ref={ref} type="button" className="icon-button" onClick={toggleTheme} {...labelled(theme)}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </button>
  );
}
