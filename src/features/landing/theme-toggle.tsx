import { toggleTheme } from '../../stores/theme-store.ts';
import { useLandingTheme } from './use-landing-theme.ts';
import { Icon } from './icon.tsx';

/** Light/dark switch; its label names the theme it switches to. */
export function ThemeToggle() {
  const theme = useLandingTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </button>
  );
}
