import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useToast } from '../lib/useToast';
import { ToastProvider } from './Toast';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS } from './toastSettings';

function Trigger({ toast }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      {toast.title}
    </button>
  );
}

function renderTriggers(...toasts) {
  return render(
    <ToastProvider>
      {toasts.map((toast) => (
        <Trigger key={toast.title} toast={toast} />
      ))}
    </ToastProvider>,
  );
}

const regionName = { name: 'Notifications (F8)' };
const region = () => screen.getByRole('region', regionName);

/** The triggers, once the Radix part has loaded (as it does when the browser is first idle). */
async function renderToasts(...toasts) {
  renderTriggers(...toasts);
  await screen.findByRole('region', regionName);
}

const shownToasts = () => within(region()).queryAllByRole('listitem');

describe('toasts', () => {
  beforeAll(() => {
    // jsdom has no pointer capture, which Radix uses while a toast is swiped.
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, the newest', async () => {
    await renderToasts({ title: 'First' }, { title: 'Second', description: 'More', variant: 'destructive' });
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]).toHaveTextContent('First');
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]).toHaveTextContent('SecondMore');
    expect(shownToasts()[0]).toHaveClass('toast', 'toast--destructive');
  });

  it('disappears after 5 seconds', async () => {
    await renderToasts({ title: 'Saved' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shownToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownToasts()).toHaveLength(0);
  });

  it('waits while the pointer is over it', async () => {
    await renderToasts({ title: 'Hover me' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Hover me' }));
    fireEvent.pointerMove(shownToasts()[0]);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(shownToasts()).toHaveLength(1);
  });

  it('is dismissed by a swipe right beyond the 50 px threshold, not by a shorter one', async () => {
    await renderToasts({ title: 'Swipe me' });
    fireEvent.click(screen.getByRole('button', { name: 'Swipe me' }));
    const swipe = (distance) => {
      const toast = shownToasts()[0];
      fireEvent.pointerDown(toast, { clientX: 100, clientY: 10, button: 0, pointerId: 1 });
      fireEvent.pointerMove(toast, { clientX: 110, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(toast, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(toast, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    };
    swipe(SWIPE_THRESHOLD_PX);
    expect(shownToasts()).toHaveLength(1);
    swipe(SWIPE_THRESHOLD_PX + 1);
    expect(shownToasts()).toHaveLength(0);
  });

  it('closes with its Close button', async () => {
    await renderToasts({ title: 'Bye' });
    fireEvent.click(screen.getByRole('button', { name: 'Bye' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(shownToasts()).toHaveLength(0);
  });

  it('shows a toast that comes before the Radix part has loaded, once it has', async () => {
    renderTriggers({ title: 'Early' });
    fireEvent.click(screen.getByRole('button', { name: 'Early' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Early');
    expect(shownToasts()).toHaveLength(1);
  });

  it('moves focus to the notification list on F8', async () => {
    await renderToasts({ title: 'Hi' });
    const list = within(region()).getByRole('list');
    // Radix listens for the hotkey from an effect that may run just after the region appears (a busy machine
    // showed it): the shopper's F8 is pressed again until the page is ready, as a person would.
    await waitFor(() => {
      fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
      expect(list).toHaveFocus();
    });
  });
});
