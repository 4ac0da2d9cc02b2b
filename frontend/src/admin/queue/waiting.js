// How long a queue entry has waited for its verification call, against the promise (pure; unit-tested).
import { VERIFICATION_WINDOW_HOURS } from '../../lib/serverConstants';
import { formatHours } from '../format';

/**
 * {waited, promise} for a queue entry ({waitingHours, overdue} from the server, which decides overdue):
 * waited "1 d 6 h"; promise "18 h left" within the window (in hours, rounded down: the time left is never
 * overstated), "Overdue by 6 h" past it.
 */
export function describeWait({ waitingHours, overdue }, windowHours = VERIFICATION_WINDOW_HOURS) {
  const waited = formatHours(waitingHours);
  if (overdue) return { waited, promise: `Overdue by ${formatHours(waitingHours - windowHours)}` };
  const left = Math.floor(windowHours - waitingHours);
  return { waited, promise: left < 1 ? '< 1 h left' : `${left} h left` };
}
