import { Component } from 'react';

/**
 * Shows `fallback` (nothing by default) instead of its children when they fail to render, most often because the
 * chunk holding their code failed to arrive (offline, or files a deploy removed), rather than taking the whole app
 * down with the error. A new `resetKey` (the page's path, for the pages) tries the children again.
 */
export default class ErrorBoundary extends Component {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps({ resetKey }, state) {
    return resetKey === state.resetKey ? null : { failed: false, resetKey };
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
