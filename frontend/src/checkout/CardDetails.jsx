import { useId } from 'react';

/** "Card details" over Stripe's Card Element, where the shop's card inputs were (or the empty box it will fill). */
export default function CardDetails({ error, children }) {
  const id = useId();
  return (
    <div className="field field--wide">
      <span id={id} className="field__label">
        Card details
      </span>
      <div role="group" aria-labelledby={id} aria-describedby={error ? `${id}-error` : undefined}>
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
