// Imported first, so the sheets that the tabs and admin/common's components import follow it in the chunk's style
// sheet and win its ties.
import './admin.css';
import { Navigate, Route, Routes } from 'react-router-dom';
import TestPaymentsBanner from '../components/TestPaymentsBanner';
import { AdminProviders } from './AdminProviders';
import { useAdminSession } from './api';
import Dashboard, { DEFAULT_TAB } from './Dashboard';
import LoginForm from './LoginForm';

// The staff back office (a lazy chunk of its own, see App.jsx). The session lives on the server:
// GET /api/admin/me decides between the login screen and the dashboard, so a reload keeps it.
export default function AdminApp() {
  return (
    <AdminProviders>
      <div className="admin-app">
        <TestPaymentsBanner />
        <AdminGate />
      </div>
    </AdminProviders>
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
      <Route path="*" element={<Navigate to={`/admin/${DEFAULT_TAB}`} replace />} />
    </Routes>
  );
}
