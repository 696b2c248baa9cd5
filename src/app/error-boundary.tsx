import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '../lib/logger.ts';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Catches render errors (including a failed lazy route chunk) and offers a reload. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error('render error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="error-page" id="main" role="alert">
        <h1>Something went wrong</h1>
        <p>The page could not be shown. Please reload and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
}
