// Whether a queue entry's card authorisation needs the staff's attention (pure; unit-tested): Verify captures the
// money only while the card holds it, and an authorisation lapses (the server says when: captureBefore).
import { isHeld, paymentStatusWords } from '../common/payments';
import { formatHours } from '../format';

const HOUR_MS = 3_600_000;

/**
 * The flag a queue entry carries, or null: "Authorisation expires in 5 h" when the server says it lapses soon
 * (`authorisationExpiresSoon`), "Authorisation expired" once past; "Payment: Released" when the card no longer
 * holds the money. The time left is counted at the server's reading, as the entry's waitingHours are (createdAt
 * plus waitingHours is then), not by this browser's clock.
 */
export function authorisationFlag({ paymentStatus, captureBefore, authorisationExpiresSoon, createdAt, waitingHours }) {
  if (!paymentStatus) return null; // an order placed before payments
  if (!isHeld(paymentStatus)) return `Payment: ${paymentStatusWords(paymentStatus)}`;
  if (!authorisationExpiresSoon) return null;
  const hoursLeft = (Date.parse(captureBefore) - Date.parse(createdAt)) / HOUR_MS - waitingHours;
  return hoursLeft > 0 ? `Authorisation expires in ${formatHours(hoursLeft)}` : 'Authorisation expired';
}
