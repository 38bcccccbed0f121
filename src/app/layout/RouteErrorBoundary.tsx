import { Component, type ReactNode } from 'react';

interface Props {
  /** The error page clears when this changes (the path), as a router's error page does on navigation. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * SPEC.md §2's error page for a screen that fails to render or to load its code:
 * "Unexpected Application Error!" and the error's message, like React Router's default.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main style={{ padding: '2rem' }}>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{messageOf(this.state.error)}</h3>
      </main>
    );
  }
}
