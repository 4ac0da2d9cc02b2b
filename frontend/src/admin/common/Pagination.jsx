import './Pagination.css';

export default function Pagination({ count, page, pageSize, onPageChange, label }) {
  if (!count) return null;
  const pages = Math.ceil(count / pageSize);
  const first = page * pageSize + 1;
  const last = Math.min(count, (page + 1) * pageSize);
  return (
    <nav className="admin-pagination" aria-label={label}>
      <span className="admin-pagination__range">
        Showing {first}–{last} of {count}
      </span>
      <div className="admin-pagination__controls">
        <button type="button" className="admin-btn" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          Previous
        </button>
        <span>
          Page {page + 1} of {pages}
        </span>
        <button type="button" className="admin-btn" disabled={page >= pages - 1} onClick={() => onPageChange(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
