import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { hasFailed: boolean };

/**
 * spec §2: if the error page itself fails, a fallback with a go-home link shows. It uses
 * nothing that could have caused the failure (no router, no translations).
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <main
        data-testid="error-page-fallback"
        className="grid min-h-dvh place-items-center px-4 text-center"
      >
        <div>
          <h1 className="text-2xl font-bold text-white">Something went wrong</h1>
          <p className="mt-4">
            <a href="/" className="text-brand-300 underline underline-offset-4">
              Go to home
            </a>
          </p>
        </div>
      </main>
    );
  }
}
