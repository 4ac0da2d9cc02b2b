// Pure helpers for the revenue-by-day bar chart (unit-tested).

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "2025-11-03" -> "Nov 3" (the server's calendar day, never shifted by the browser's time zone). */
export function formatDay(day) {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** A round axis maximum at or above `max` (1, 2, 2.5 or 5 times a power of ten). */
export function niceMax(max) {
  if (!(max > 0)) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max);
  return step * magnitude;
}
