import { authorisationFlag } from './authorisation';

/** A queue entry's authorisation flag (authorisation.js), styled as the overdue flag: both say "call first". */
export default function AuthorisationFlag({ entry }) {
  const flag = authorisationFlag(entry);
  return flag && <span className="admin-badge admin-badge--overdue">{flag}</span>;
}
