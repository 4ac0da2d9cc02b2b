import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from './App';

// The staff app's code failing as a chunk that did not arrive does.
vi.mock('./admin/AdminApp', () => ({
  default: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('the staff app when its code cannot be loaded', () => {
  it('says so and offers to reload, instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error

    render(
      <MemoryRouter initialEntries={['/admin/orders']}>
        <App />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The staff app could not be loaded. Check your connection, then reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
