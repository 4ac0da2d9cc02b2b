import { describeRisk } from './risk';

/**
 * A queue entry's risk signals as short badges, in words (the colour only repeats them), or "None".
 * `label` names the list for screen readers, e.g. "Risk signals of order #3".
 */
export default function RiskSignals({ risk, label }) {
  if (!risk?.length) return <span className="admin-muted">None</span>;
  return (
    <ul className="admin-risk" aria-label={label}>
      {risk.map((signal) => (
        <li key={signal.kind} className="admin-badge admin-badge--risk">
          {describeRisk(signal)}
        </li>
      ))}
    </ul>
  );
}
