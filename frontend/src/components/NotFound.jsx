import { Link, useLocation } from 'react-router-dom';
import { NOT_FOUND_TITLE } from '../lib/pageTitles';
import { usePageTitle } from '../lib/usePageTitle';

export default function NotFound() {
  const { pathname } = useLocation();
  const headingRef = usePageTitle(NOT_FOUND_TITLE);
  return (
    <main className="container page empty-page not-found" id="main">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        404 Page Not Found
      </h1>
      <p>
        No route matches <code>{pathname}</code>. Did you forget to add the page to the router in{' '}
        <code>storefront/StorefrontRoutes.jsx</code>?
      </p>
      <Link to="/" className="btn btn--primary">
        Back to Home
      </Link>
    </main>
  );
}
