import { Link, useParams } from 'react-router-dom';
import Icon from '../../components/Icon';
import { VERIFICATION_WINDOW_HOURS } from '../../lib/serverConstants';
import { categoryPath, useCatalog, useProduct } from '../../lib/catalog';
import { formatPrice } from '../../lib/format';
import { PRODUCT_NOT_FOUND_TITLE, productTitle } from '../../lib/pageTitles';
import { usePageTitle } from '../../lib/usePageTitle';
import CompareToggle from '../../components/CompareToggle';
import AddToCart from './AddToCart';
import Gallery from './Gallery';
import PriceTag from '../../components/product/PriceTag';
import ProductDetailSkeleton from './ProductDetailSkeleton';
import StockStatus from './StockStatus';
import { isOnSale } from '../../lib/productRules';

function ProductNotFound() {
  const headingRef = usePageTitle(PRODUCT_NOT_FOUND_TITLE);
  return (
    <main className="container page empty-page" id="main">
      <h1 ref={headingRef} tabIndex={-1}>
        Product Not Found
      </h1>
      <p>This product does not exist or is no longer available.</p>
      <Link to="/" className="btn btn--primary">
        Back to Home
      </Link>
    </main>
  );
}

/** /product/:id and /products/:id (a lazy chunk, see StorefrontRoutes). */
export default function ProductDetail() {
  const { id } = useParams();
  const { data: product, error, isLoading } = useProduct(id);
  if (isLoading) return <ProductDetailSkeleton />;
  if (error || !product) return <ProductNotFound />;
  return <ProductView key={product.id} product={product} />;
}

function ProductView({ product }) {
  const { categories } = useCatalog();
  const headingRef = usePageTitle(productTitle(product));
  const categoryRoute = categoryPath(product.category, categories);
  const specifications = Object.entries(product.specifications || {});

  return (
    <main className="container page detail" id="main">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Store</Link>
          </li>
          <li>
            <Link to={categoryRoute}>{product.category}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <Link to={categoryRoute} className="back-link">
        <Icon name="arrowLeft" size={16} /> Back to {product.category}
      </Link>

      <div className="detail__top">
        <Gallery product={product} />
        <div className="detail__info">
          <p className="product-card__brand">{product.brand}</p>
          <h1 className="detail__name" ref={headingRef} tabIndex={-1}>
            {product.name}
          </h1>
          <p className="detail__model">Model {product.model}</p>
          <StockStatus product={product} />
          <PriceTag product={product} size="lg" />
          {isOnSale(product) && (
            <p className="detail__saving">
              You save {formatPrice(Number(product.originalPrice) - Number(product.price))}
            </p>
          )}
          <p className="detail__description">{product.description}</p>
          <AddToCart product={product} />
          <CompareToggle product={product} className="compare-toggle--detail" />
          <ul className="detail__assurances">
            <li>
              <Icon name="truck" size={18} /> Free shipping on every order
            </li>
            <li>
              <Icon name="phone" size={18} /> We call to verify your order within {VERIFICATION_WINDOW_HOURS} hours
            </li>
            <li>
              <Icon name="lock" size={18} /> Your card is not charged until verification is complete
            </li>
          </ul>
        </div>
      </div>

      <div className="detail__sections">
        {product.features?.length > 0 && (
          <section className="panel" aria-labelledby="features-title">
            <h2 id="features-title" className="panel__title">
              Key Features
            </h2>
            <ul className="feature-list">
              {product.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={18} /> {feature}
                </li>
              ))}
            </ul>
          </section>
        )}
        {specifications.length > 0 && (
          <section className="panel" aria-labelledby="specs-title">
            <h2 id="specs-title" className="panel__title">
              Technical Specifications
            </h2>
            <table className="spec-table">
              <tbody>
                {specifications.map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>{String(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </main>
  );
}
