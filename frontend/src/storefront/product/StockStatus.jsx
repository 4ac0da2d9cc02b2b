import Badge from '../../components/product/Badge';
import { LOW_STOCK_DETAIL, isOnSale, isOutOfStock } from '../../lib/productRules';

/** Detail badges: SALE!, and Out of Stock, 'Low Stock - Only N left!' (1 to 10) or In Stock. */
export default function StockStatus({ product }) {
  let stock = <Badge tone="success">In Stock</Badge>;
  if (isOutOfStock(product)) stock = <Badge tone="danger">Out of Stock</Badge>;
  else if (product.stock <= LOW_STOCK_DETAIL)
    stock = <Badge tone="warning">Low Stock - Only {product.stock} left!</Badge>;
  return (
    <div className="detail__badges">
      {isOnSale(product) && <Badge tone="sale">SALE!</Badge>}
      {stock}
    </div>
  );
}
