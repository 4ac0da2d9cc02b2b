/**
 * Loading placeholders. A skeleton is drawn with the real components' classes, so it takes the size of
 * what comes and nothing moves when it arrives; screen readers hear `label` instead of the shapes.
 * `className` goes on the shapes' container (e.g. the grid they sit in).
 */
export function Skeleton({ label, className, children }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true" className={`skeleton-shapes ${className ?? ''}`}>
        {children}
      </div>
    </div>
  );
}

/** A grey bar one line of the surrounding text high (the line box keeps the text's height). */
export function SkeletonText({ width = '100%' }) {
  return <span className="skeleton skeleton-text" style={{ width }} />;
}

/** A grey box with a component's own class (a badge, a button): its padding and line give the height. */
export function SkeletonBox({ className, width }) {
  return (
    <span className={`skeleton ${className}`} style={{ width }}>
      {'\u00a0'}
    </span>
  );
}
