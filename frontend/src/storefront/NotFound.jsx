import { Link, useLocation } from 'react-router-dom';

export default function NotFound() {
  const { pathname } = useLocation();
  return (
    <main className="not-found">
      <h1>404 Page Not Found</h1>
      <p>
        No route matches <code>{pathname}</code>. Did you forget to add the page to the router?
      </p>
      <Link to="/">Back to Home</Link>
    </main>
  );
}
