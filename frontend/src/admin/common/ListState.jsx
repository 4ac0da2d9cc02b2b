import { errorMessage } from '../../api/client';

/** The loading / failed / empty line of a list; renders nothing once there are rows. */
export default function ListState({ error, loading, empty, loadingText, emptyText, what }) {
  if (error) {
    return (
      <p role="alert" className="admin-alert">
        {errorMessage(error, `Could not load ${what}.`)}
      </p>
    );
  }
  if (loading)
    return (
      <p className="admin-muted" role="status">
        {loadingText}
      </p>
    );
  if (empty) return <p className="admin-empty">{emptyText}</p>;
  return null;
}
