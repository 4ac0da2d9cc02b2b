import { Link } from 'react-router-dom';

/**
 * A search that found nothing as typed, answered for the server's correction of it ("iphnoe" -> "iphone"):
 * say so, and offer the text exactly as typed (`exactTo`, a link target).
 */
export default function CorrectedQueryNotice({ query, correctedQuery, exactTo }) {
  if (!correctedQuery) return null;
  return (
    <p className="corrected-query" role="status">
      No exact matches for “{query}”. Showing results for “{correctedQuery}”.{' '}
      <Link to={exactTo}>Search for “{query}” exactly</Link>
    </p>
  );
}
