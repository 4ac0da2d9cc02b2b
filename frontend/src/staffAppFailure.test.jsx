import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietCaughtErrors } from './test/failedChunk';
import App from './App';

vi.mock('./admin/AdminApp', () => import('./test/failedChunk'));

afterEach(() => vi.restoreAllMocks());

describe('the staff app when its code cannot be loaded', () => {
  it('says so and offers to reload, instead of a blank page', async () => {
    quietCaughtErrors();

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
