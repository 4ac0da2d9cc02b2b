import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '../common/staffMember';
import { admin } from '../../test/fixtures';
import { fetchedUrls, mockApi, requests, withStatus } from '../../test/fakeApi';
import { renderAdmin } from '../../test/render';
import { SYNONYMS_URL } from './api';
import { ZERO_RESULT_SEARCHES_URL } from './SearchReport';
import SearchesTab from './SearchesTab';

const misses = [{ query: 'earphones', count: 7, lastSeen: '2026-11-20T10:00:00Z' }];
const tv = { id: 3, words: ['tv', 'television'] };
const earbuds = { id: 4, words: ['earphones', 'earbuds'] };

afterEach(() => vi.unstubAllGlobals());

/** The fake API with the synonym sets in `sets` (changed by the writes, as the server would). */
function serve(sets, { post } = {}) {
  return mockApi([
    ['GET', ZERO_RESULT_SEARCHES_URL, misses],
    ['GET', SYNONYMS_URL, () => [...sets]],
    [
      'POST',
      SYNONYMS_URL,
      post ??
        ((url, body) => {
          const created = { id: 9, words: body.words };
          sets.push(created);
          return withStatus(201, created);
        }),
    ],
    [
      'DELETE',
      /\/api\/admin\/search-synonyms\/\d+$/,
      (url) => {
        const id = Number(url.split('/').at(-1));
        const index = sets.findIndex((set) => set.id === id);
        if (index < 0) return withStatus(404, { message: 'Not found.' });
        sets.splice(index, 1);
        return withStatus(204);
      },
    ],
  ]);
}

const synonymsSection = () => within(screen.getByRole('region', { name: 'Synonyms' }));
const renderTab = (member = admin) => renderAdmin(<SearchesTab />, { path: '/admin/searches', member });

describe('SearchesTab synonyms', () => {
  it('lists the synonym sets as "one = other", each with its Remove button', async () => {
    serve([tv]);
    renderTab();
    const section = synonymsSection();
    expect(await section.findByRole('rowheader', { name: 'tv = television' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Remove tv = television' })).toBeInTheDocument();
    expect(section.getByLabelText('Words that mean the same')).toHaveAccessibleDescription(
      'Separate them with commas or =, e.g. earphones = earbuds.',
    );
  });

  it('says when there are none', async () => {
    serve([]);
    renderTab();
    expect(await screen.findByText('No synonyms yet: every search finds only its own words.')).toBeInTheDocument();
  });

  it('adds a set, reads the list again and empties the field', async () => {
    const fetchMock = serve([tv]);
    renderTab();
    const section = synonymsSection();
    await section.findByRole('rowheader', { name: 'tv = television' });
    const field = section.getByLabelText('Words that mean the same');

    await userEvent.type(field, 'Earphones, earbuds{Enter}');

    expect(await screen.findByText('Synonyms added')).toBeInTheDocument();
    expect(screen.getByText('earphones = earbuds', { selector: '.toast *' })).toBeInTheDocument();
    expect(await section.findByRole('rowheader', { name: 'earphones = earbuds' })).toBeInTheDocument();
    expect(requests(fetchMock).find((call) => call.method === 'POST').body).toEqual({
      words: ['earphones', 'earbuds'],
    });
    expect(fetchedUrls(fetchMock, SYNONYMS_URL).length).toBeGreaterThanOrEqual(3); // the list, the POST, the list
    expect(field).toHaveValue('');
  });

  it('checks the words before sending them', async () => {
    const fetchMock = serve([]);
    renderTab();
    const section = synonymsSection();
    await userEvent.type(section.getByLabelText('Words that mean the same'), 'tv = t');
    await userEvent.click(section.getByRole('button', { name: 'Add synonyms' }));

    const field = section.getByLabelText('Words that mean the same');
    expect(await section.findByText('"t" is too short: a word has 2 to 40 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(requests(fetchMock).some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal at the field", async () => {
    const refusal = { message: 'Check the words.', errors: { words: ['"tv" already has synonyms.'] } };
    serve([tv], { post: withStatus(400, refusal) });
    renderTab();
    const section = synonymsSection();
    const field = section.getByLabelText('Words that mean the same');
    await userEvent.type(field, 'tv = telly');
    await userEvent.click(section.getByRole('button', { name: 'Add synonyms' }));

    expect(await section.findByText('"tv" already has synonyms.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/"tv" already has synonyms\./);
    expect(field).toHaveValue('tv = telly');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the words.');
  });

  it('removes a set once confirmed, and a set already gone is gone as asked', async () => {
    const sets = [tv, earbuds];
    const fetchMock = serve(sets);
    renderTab();
    const section = synonymsSection();
    await userEvent.click(await section.findByRole('button', { name: 'Remove tv = television' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove synonyms' }));
    expect(dialog.getByText(/Remove "tv = television"\?/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep them' }));
    expect(requests(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(section.getByRole('button', { name: 'Remove tv = television' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Synonyms removed')).toBeInTheDocument();
    await waitFor(() => expect(section.queryByRole('rowheader', { name: 'tv = television' })).toBeNull());
    expect(requests(fetchMock).find((call) => call.method === 'DELETE').url).toBe(`${SYNONYMS_URL}/3`);

    sets.splice(0); // removed by someone else meanwhile
    await userEvent.click(section.getByRole('button', { name: 'Remove earphones = earbuds' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No synonyms yet: every search finds only its own words.')).toBeInTheDocument();
  });

  it("starts a set from a report row's search, in a dialog", async () => {
    const sets = [];
    const fetchMock = serve(sets);
    renderTab();
    const row = within(await screen.findByRole('row', { name: /earphones/ }));
    await userEvent.click(row.getByRole('button', { name: 'Add synonym for earphones' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Add synonyms' }));
    const field = dialog.getByLabelText('Words that mean the same');
    expect(field).toHaveValue('earphones = ');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('earbuds');
    await userEvent.click(dialog.getByRole('button', { name: 'Add synonyms' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests(fetchMock).find((call) => call.method === 'POST').body).toEqual({
      words: ['earphones', 'earbuds'],
    });
    expect(await synonymsSection().findByRole('rowheader', { name: 'earphones = earbuds' })).toBeInTheDocument();
  });

  it('the dialog checks the words and cancels without sending', async () => {
    const fetchMock = serve([]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add synonym for earphones' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add synonyms' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add synonyms' }));
    expect(await dialog.findByText('Add at least one more word, e.g. earphones = …')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add synonym for earphones' })).toHaveFocus();
    expect(requests(fetchMock).some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a member who may read the report only neither the synonyms nor their buttons', async () => {
    serve([tv]);
    renderTab({ ...admin, permissions: [PERMISSIONS.viewSearchReport] });
    expect(await screen.findByRole('rowheader', { name: 'earphones' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Synonyms' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add synonym for/ })).toBeNull();
  });
});
