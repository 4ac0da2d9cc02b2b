/** A loading indicator with a text for screen readers (and sighted users when `label` is shown). */
export default function Spinner({ label = 'Loading…', showLabel = true }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
