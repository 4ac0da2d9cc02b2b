import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '../../lib/format';
import { formatDay, niceMax } from './revenueChart';

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 60 };
const TICKS = 4;

/** The element's width in CSS pixels, so the chart draws at 1:1 and its text stays readable. */
function useWidth(ref, fallback) {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!ref.current || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width) || fallback));
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}

/**
 * Revenue by day as an SVG bar chart, with the same figures as a table for screen readers.
 * `rows` are the server's days (the last 30, oldest first, zeros included).
 */
export default function RevenueChart({ rows }) {
  const id = useId();
  const figureRef = useRef(null);
  const width = useWidth(figureRef, 720);
  if (!rows.length) return null;
  const labelEvery = width < 560 ? 10 : 5;
  const days = rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  const top = niceMax(Math.max(...days.map((day) => day.revenue)));
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / days.length;
  const y = (value) => PAD.top + plotHeight - (value / top) * plotHeight;

  return (
    <figure className="admin-chart" ref={figureRef}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>Revenue by day, last 30 days</title>
        <desc id={`${id}-desc`}>
          {`${formatPrice(total)} in total from ${formatDay(days[0].date)} to ${formatDay(days.at(-1).date)}.`}
        </desc>
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const value = (top / TICKS) * i;
          return (
            <g key={value} className="admin-chart__grid">
              <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} />
              <text x={PAD.left - 8} y={y(value)} dy="0.32em" textAnchor="end">
                {formatPrice(value).replace(/\.00$/, '')}
              </text>
            </g>
          );
        })}
        {days.map((day, i) => {
          const x = PAD.left + i * slot;
          return (
            <g key={day.date}>
              <rect
                className="admin-chart__bar"
                x={x + slot * 0.15}
                width={slot * 0.7}
                y={y(day.revenue)}
                height={PAD.top + plotHeight - y(day.revenue)}
              >
                <title>{`${formatDay(day.date)}: ${formatPrice(day.revenue)} (${day.orders} orders)`}</title>
              </rect>
              {(days.length - 1 - i) % labelEvery === 0 && (
                // The newest day's label ends at its bar so it is never clipped at the edge.
                <text
                  className="admin-chart__label"
                  x={i === days.length - 1 ? x + slot * 0.85 : x + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor={i === days.length - 1 ? 'end' : 'middle'}
                >
                  {formatDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* Tables ignore a 1px height, so the visually hidden wrapper is a div. */}
      <div className="admin-sr-only">
        <table>
          <caption>Revenue by day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{day.orders}</td>
                <td>{formatPrice(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
