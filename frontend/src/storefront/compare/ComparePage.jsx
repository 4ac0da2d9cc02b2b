import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useAddToCart } from '../../lib/cart/useAddToCart';
import Icon from '../../components/Icon';
import Spinner from '../../components/Spinner';
import { categoryPath, useCatalog } from '../../lib/catalog';
import { COMPARE_TITLE } from '../../lib/pageTitles';
import { MAX_COMPARED_PRODUCTS } from '../../lib/serverConstants';
import { usePageTitle } from '../../lib/usePageTitle';
import { useComparedProducts } from './api';
import CompareTable from './CompareTable';
import { compareUrl, joinNames, missingIds, parseIds } from './compareIds';
import { readSelection, useCompare } from '../../lib/compare/compareStore';
import { attributeRows } from './specRows';
import './comparePage.css';

function EmptyComparison() {
  return (
    <div className="compare-empty">
      <h2>Nothing to compare yet</h2>
      <p>
        Choose “Compare” on up to {MAX_COMPARED_PRODUCTS} products of one category, on their cards or their pages, and
        they appear here side by side.
      </p>
      <Link to="/" className="btn btn--primary">
        Browse products
      </Link>
    </div>
  );
}

function DifferencesSwitch({ checked, onChange }) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      Show only differences
    </label>
  );
}

/**
 * /compare?ids=3,8,12 (a lazy chunk). The URL says which products; without it the stored selection does.
 * Requested products the server no longer answers (inactive) leave the selection, with a note naming them.
 */
export default function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { selection, remove } = useCompare();
  const { categories } = useCatalog();
  const addToCart = useAddToCart('card');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // The names of the products chosen when the page opened: those that drop out are named from these.
  const [knownNames] = useState(() => new Map(readSelection().map((entry) => [entry.id, entry.name])));
  const headingRef = usePageTitle(COMPARE_TITLE);
  const tableRef = useRef(null);

  const fromUrl = params.has('ids');
  const ids = fromUrl ? parseIds(params.get('ids')) : selection.map((entry) => entry.id);
  const idsText = ids.join(',');
  const { data, error } = useComparedProducts(ids);
  const missing = data ? missingIds(data.requested, data.products).filter((id) => ids.includes(id)) : [];
  const missingText = missing.join(',');
  const byId = new Map((data?.products ?? []).map((product) => [product.id, product]));
  const products = ids.map((id) => byId.get(id)).filter(Boolean);
  const category = products[0]?.category;
  const rows = attributeRows(products);

  // Without ?ids= the URL takes the stored selection, so a reload, a shared link and Back show the same products.
  useEffect(() => {
    if (!fromUrl && idsText) navigate(compareUrl(idsText.split(',')), { replace: true });
  }, [fromUrl, idsText, navigate]);

  // A product that is no longer available leaves the stored selection; the URL keeps it, so the note stays.
  useEffect(() => {
    if (missingText) remove(missingText.split(',').map(Number));
  }, [missingText, remove]);

  const onRemove = (product) => {
    remove([product.id]);
    // An empty ?ids= (not none) so the page does not fall back to the stored selection.
    navigate(`/compare?ids=${ids.filter((id) => id !== product.id).join(',')}`, { replace: true });
    // The pressed button is gone with its column: the table (or the heading) takes the focus.
    requestAnimationFrame(() => (tableRef.current ?? headingRef.current)?.focus());
  };

  let content;
  if (ids.length === 0) content = <EmptyComparison />;
  else if (error) {
    content = (
      <p className="state-message state-message--error" role="alert">
        {errorMessage(error, 'Could not load the comparison. Please try again.')}
      </p>
    );
  } else if (!data) content = <Spinner label="Loading comparison…" />;
  else if (products.length === 0) content = <EmptyComparison />;
  else {
    content = (
      <>
        <div className="compare-page__tools">
          <DifferencesSwitch checked={onlyDifferences} onChange={setOnlyDifferences} />
          {onlyDifferences && rows.every((row) => !row.differs) && (
            <p className="compare-page__same">The listed specifications are the same.</p>
          )}
        </div>
        <CompareTable
          products={products}
          rows={rows}
          onlyDifferences={onlyDifferences}
          onAdd={(product) => addToCart(product)}
          onRemove={onRemove}
          regionRef={tableRef}
        />
      </>
    );
  }

  const missingNames = missing.map((id) => knownNames.get(id) ?? `Product #${id}`);
  return (
    <main className="container page compare-page" id="main">
      {category && (
        <Link to={categoryPath(category, categories)} className="back-link">
          <Icon name="arrowLeft" size={16} /> Back to {category}
        </Link>
      )}
      <div className="page-heading">
        <h1 className="page-title" tabIndex={-1} ref={headingRef}>
          Compare products
        </h1>
        {products.length > 0 && (
          <p className="count-line">
            {products.length} {category} side by side
          </p>
        )}
      </div>
      {missing.length > 0 && (
        <p className="compare-page__note" role="status">
          {joinNames(missingNames)} {missing.length === 1 ? 'is' : 'are'} no longer available and{' '}
          {missing.length === 1 ? 'was' : 'were'} removed from your comparison.
        </p>
      )}
      {content}
    </main>
  );
}
