import { cartTotals, lineTotal } from '../cart/cartRules';
import { formatPrice } from '../lib/format';

function SeatInfo({ seatInfo }) {
  return (
    <p className="order-line__meta">
      Section {seatInfo.section} · Seats {(seatInfo.seats ?? []).join(', ')} · {seatInfo.priceCategory}
    </p>
  );
}

/** Each line: product name, quantity and line total (seat lines also show their seats). */
export default function OrderSummary({ items }) {
  const { totalPrice } = cartTotals(items.map((item) => item.line));
  return (
    <div className="order-summary">
      <ul className="order-summary__lines">
        {items.map(({ line, product }) => (
          <li key={`${line.productId}:${line.selectedColor ?? ''}`} className="order-line">
            <div>
              <p className="order-line__name">
                {product.name} <span className="order-line__quantity">× {line.quantity}</span>
              </p>
              {line.selectedColor && <p className="order-line__meta">Color: {line.selectedColor}</p>}
              {line.seatInfo && <SeatInfo seatInfo={line.seatInfo} />}
            </div>
            <span className="order-line__total">{formatPrice(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <div className="summary-row summary-row--total">
        <span>Total</span>
        <strong>{formatPrice(totalPrice)}</strong>
      </div>
    </div>
  );
}
