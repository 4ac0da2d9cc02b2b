import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

function Trigger({ toast }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      {toast.title}
    </button>
  );
}

function renderToasts(...toasts) {
  return render(
    <ToastProvider>
      {toasts.map((toast) => (
        <Trigger key={toast.title} toast={toast} />
      ))}
    </ToastProvider>,
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time', () => {
    renderToasts({ title: 'First' }, { title: 'Second', description: 'More', variant: 'destructive' });
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('status')).toHaveTextContent('First');
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('SecondMore');
  });

  it('disappears after 5 seconds', () => {
    vi.useFakeTimers();
    renderToasts({ title: 'Saved' });
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe of 50 px to the right, not by a shorter one', () => {
    renderToasts({ title: 'Swipe me' });
    fireEvent.click(screen.getByRole('button', { name: 'Swipe me' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('moves focus to the notification region on F8', () => {
    renderToasts({ title: 'Hi' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('list', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
