import React, {Component, type ReactNode} from 'react';

interface Props {
  children: ReactNode;
  /** Changing this clears a caught error (e.g. the code was edited). */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey?: unknown;
}

/** Shows a demo's render error as a readable message instead of breaking the page. */
export class DemoErrorBoundary extends Component<Props, State> {
  state: State = {error: null, resetKey: this.props.resetKey};

  static getDerivedStateFromError(error: Error): Partial<State> {
    return {error};
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? {error: null, resetKey: props.resetKey} : null;
  }

  render() {
    if (this.state.error) {
      return (
        <div role="alert" className="mrt-example__error">
          <strong>The demo stopped with an error:</strong>
          <pre>{this.state.error.message}</pre>
        </div>
      );
    }
    return this.props.children;
  }
}
