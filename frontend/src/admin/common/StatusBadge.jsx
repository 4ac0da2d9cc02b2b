import { slugify } from '../format';

export default function StatusBadge({ status }) {
  return <span className={`admin-badge admin-badge--${slugify(status)}`}>{status}</span>;
}
