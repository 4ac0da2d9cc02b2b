import { Component } from 'react';

/**
 * A part of the page that loads its own code (the footer, the search suggestions) and that the page can do without:
 * when its chunk fails to arrive (offline, or files a deploy removed), it shows `fallback` (nothing by default)
 * instead of taking the whole app down with the error.
 */
export default class OptionalPart extends Component {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
