import { formatPrice } from '../lib/format';
import './OrderSummary.css';

function SeatInfo({ seatInfo }) {
  return (
    <p className="order-line__meta">
      Section {seatInfo.section} · Seats {(seatInfo.seats ?? []).join(', ')} · {seatInfo.priceCategory}
    </p>
  );
}

/** Each line: product name, quantity and line total (seat lines also show their seats); then the total. */
export default function OrderSummary({ summary }) {
  return (
    <div className="order-summary">
      <ul className="order-summary__lines">
        {summary.lines.map((line) => (
          <li key={line.key} className="order-line">
            <div>
              <p className="order-line__name">
                {line.name} <span className="order-line__quantity">× {line.quantity}</span>
              </p>
              {line.selectedColor && <p className="order-line__meta">Color: {line.selectedColor}</p>}
              {line.seatInfo && <SeatInfo seatInfo={line.seatInfo} />}
            </div>
            <span className="order-line__total">{formatPrice(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className="summary-row summary-row--total">
        <span>Total</span>
        <strong>{formatPrice(summary.total)}</strong>
      </div>
    </div>
  );
}
