// A part (here a control) whose code arrives after the page's: the server's HTML of it stays, disabled, until its
// chunk is in, then React adopts it and it works; the page's own renders meanwhile leave it waiting.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInTest } from '../test/hydrate';
import { quietCaughtErrors } from '../test/failedChunk';
import { hydratedByReact } from '../test/lazyHydration';
import { lazyPart } from './LazyPart';

function Counter({ label }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

// A context above the controls, as the cart's is, whose value a button of the page changes.
const Added = createContext(0);

/** A page with the controls, a button of its own that renders the page again, and one that changes a context
 * above it. */
function Page({ Controls }) {
  const [renders, setRenders] = useState(0);
  const [added, setAdded] = useState(0);
  return (
    <Added value={added}>
      <main>
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Page {renders}
        </button>
        <button type="button" onClick={() => setAdded(added + 1)}>
          Add {added}
        </button>
        <Controls label="Controls" />
      </main>
    </Added>
  );
}

/** Controls whose chunk arrives when the test calls `arrive()`. */
function heldControls() {
  let arrive;
  const chunk = new Promise((resolve) => {
    arrive = () => resolve({ default: Counter });
  });
  return { Controls: lazyPart(() => chunk), arrive };
}

/** The page as the server renders it (its renderer has every chunk), in the document. */
async function serverRendered() {
  const Controls = lazyPart(() => Promise.resolve({ default: Counter }));
  await Controls.preload();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Controls={Controls} />);
  document.body.append(container);
  return container;
}

const controls = () => screen.getByRole('button', { name: /^Controls/ });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('keeps the server’s controls, disabled, until their chunk is in, then adopts them and they work', async () => {
    const container = await serverRendered();
    const serverButton = controls();
    expect(serverButton).toBeDisabled(); // the server's HTML: its frame waits for the app
    const { Controls, arrive } = heldControls();
    const recoverable = [];
    const consoleError = vi.spyOn(console, 'error');

    await hydrateInTest(container, <Page Controls={Controls} />, {
      onRecoverableError: (error) => recoverable.push(error.message),
    });

    // The page is adopted and works; the controls are the server's, not adopted, and a press does nothing.
    const pageButton = screen.getByRole('button', { name: 'Page 0' });
    expect(hydratedByReact(pageButton)).toBe(true);
    expect(controls()).toBe(serverButton);
    expect(hydratedByReact(serverButton)).toBe(false);
    expect(serverButton).toBeDisabled();
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('Controls 0');

    // The page renders again meanwhile: the controls keep waiting, with the server's HTML.
    await act(async () => fireEvent.click(pageButton));
    expect(screen.getByRole('button', { name: 'Page 1' })).toBe(pageButton);
    expect(controls()).toBe(serverButton);
    expect(hydratedByReact(serverButton)).toBe(false);

    await act(async () => arrive());
    expect(controls()).toBe(serverButton);
    expect(hydratedByReact(serverButton)).toBe(true);
    expect(serverButton).toBeEnabled();
    await act(async () => fireEvent.click(serverButton));
    expect(serverButton).toHaveTextContent('Controls 1');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the server’s controls, inert, when a change from above reaches them before their chunk', async () => {
    const container = await serverRendered();
    const frame = () => container.querySelector('fieldset');
    const serverControls = frame().outerHTML.replace(/ id="[^"]+"/, ''); // the id finds them as hydration starts
    const { Controls, arrive } = heldControls();
    const consoleError = vi.spyOn(console, 'error');
    await hydrateInTest(container, <Page Controls={Controls} />);

    // React gives the waiting controls up: what shows is their server HTML, disabled, in the same place.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add 0' })));
    expect(screen.getByRole('button', { name: 'Add 1' })).toBeInTheDocument();
    expect(frame().outerHTML).toBe(serverControls);
    expect(container.querySelector('main').lastElementChild).toBe(frame());
    expect(controls()).toBeDisabled();
    fireEvent.click(controls());

    await act(async () => arrive());
    expect(controls()).toBeEnabled();
    await act(async () => fireEvent.click(controls()));
    expect(controls()).toHaveTextContent('Controls 1');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the controls at once, working, in a render that is not a hydration once their chunk is in', async () => {
    const { Controls, arrive } = heldControls();
    const loaded = Controls.preload();
    arrive();
    await loaded;

    render(<Page Controls={Controls} />);

    expect(controls()).toBeEnabled();
    fireEvent.click(controls());
    expect(controls()).toHaveTextContent('Controls 1');
  });

  it('takes only the controls away when their chunk fails to arrive', async () => {
    quietCaughtErrors();
    const Controls = lazyPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    render(<Page Controls={Controls} />);

    await act(async () => {});
    expect(screen.queryByRole('button', { name: /^Controls/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 0' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
  });
});
