import {Component, type ReactNode} from 'react';
import Alert from '@mui/material/Alert';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Shows the error a table threw while rendering, in place of the table. */
export class CrashReport extends Component<Props, State> {
  state: State = {error: null};

  static getDerivedStateFromError(error: Error): State {
    return {error};
  }

  render() {
    if (this.state.error) {
      return (
        <Alert severity="error" data-testid="crash-report">
          The table stopped rendering: {this.state.error.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}
