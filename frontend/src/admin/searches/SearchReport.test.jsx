import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchedUrls, mockApi } from '../../test/fakeApi';
import { renderAdmin } from '../../test/render';
import SearchReport, { ZERO_RESULT_SEARCHES_URL } from './SearchReport';

const lastMonth = [
  { query: 'nokia 3310', count: 12, lastSeen: '2026-11-20T10:00:00Z' },
  { query: 'walkman', count: 3, lastSeen: '2026-11-02T08:30:00Z' },
];

describe('SearchReport', () => {
  it('lists the searches that found nothing, most often first, over the period chosen', async () => {
    const fetchMock = mockApi([['GET', ZERO_RESULT_SEARCHES_URL, (url) => (url.includes('days=7') ? [] : lastMonth)]]);
    renderAdmin(<SearchReport />, { path: '/admin/searches' });

    expect(await screen.findByText('nokia 3310')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['12', '3']);
    expect(screen.getByLabelText('Period')).toHaveValue('30');

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');

    expect(await screen.findByText('Every search in the last 7 days found something.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/searches?days=7');
    expect(fetchedUrls(fetchMock, ZERO_RESULT_SEARCHES_URL)).toEqual([
      `${ZERO_RESULT_SEARCHES_URL}?days=30`,
      `${ZERO_RESULT_SEARCHES_URL}?days=7`,
    ]);
  });
});
