import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useCompareSelection } from '../../lib/compare/compareStore';

// The tray is its own small chunk: most visits never compare, so the first view does not carry it.
const CompareTray = lazy(() => import('./CompareTray'));

/** The compare tray while products are chosen, on every storefront page except the compare page itself. */
export default function CompareTraySlot() {
  const selection = useCompareSelection();
  const { pathname } = useLocation();
  if (selection.length === 0 || pathname.replace(/\/$/, '') === '/compare') return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
