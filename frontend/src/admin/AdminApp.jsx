import { useCallback } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SWRConfig, useSWRConfig } from 'swr';
import Dashboard from './Dashboard';
import LoginForm from './LoginForm';
import { forgetAdmin, ME_KEY, useAdminSession } from './session';
import './admin.css';

// The staff back office (a lazy chunk of its own, see App.jsx). The session lives on the server:
// GET /api/admin/me decides between the login screen and the dashboard, so a reload keeps it.
export default function AdminApp() {
  const { mutate } = useSWRConfig();
  // A 401 on any staff query means the session ended: back to the login screen.
  const onError = useCallback(
    (error, key) => {
      if (error?.status === 401 && key !== ME_KEY) forgetAdmin(mutate);
    },
    [mutate],
  );
  // The shop-wide config never refetches cached data on mount; staff need current figures, so each
  // tab refetches when it opens (a cancelled order's stock shows on Products, new orders on Analytics).
  return (
    <SWRConfig value={{ onError, revalidateOnMount: true }}>
      <div className="admin-app">
        <AdminGate />
      </div>
    </SWRConfig>
  );
}

function AdminGate() {
  const { admin, error, isLoading, retry } = useAdminSession();
  if (isLoading) return <p className="page-loading">Loading…</p>;
  if (error) {
    return (
      <div className="admin-login">
        <div role="alert" className="admin-alert">
          Could not reach the server.{' '}
          <button type="button" className="admin-link" onClick={retry}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!admin) return <LoginForm />;
  return (
    <Routes>
      <Route path=":tab?" element={<Dashboard admin={admin} />} />
      <Route path="*" element={<Navigate to="/admin/orders" replace />} />
    </Routes>
  );
}
