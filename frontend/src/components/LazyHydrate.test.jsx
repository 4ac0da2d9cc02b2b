// A section wrapped in LazyHydrate keeps the server's HTML through hydration and is hydrated when it nears the
// screen, when it is pressed or clicked (the event then reaching it), or when a change above reaches it first.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, useContext, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateInTest } from '../test/hydrate';
import { hydratedByReact, lazyHydrationTests } from '../test/lazyHydration';
import { deferLazyHydration } from '../lib/lazyHydration';
import LazyHydrate from './LazyHydrate';

const intersections = lazyHydrationTests();

const Shade = createContext('light');

/** Two rows: the first hydrated with the page, the second below the first screen. */
function Rows({ onPress, onShade }) {
  const [pressed, setPressed] = useState(0);
  return (
    <>
      <button type="button" onClick={onShade}>
        Shade
      </button>
      <p>Pressed {pressed}</p>
      <LazyHydrate>
        <Row onPress={() => (setPressed((count) => count + 1), onPress())} />
      </LazyHydrate>
    </>
  );
}
function Row({ onPress }) {
  return (
    <section aria-label="Lower row" className={useContext(Shade)}>
      <button type="button" onClick={onPress}>
        Add
      </button>
    </section>
  );
}
function Page({ onPress = () => {} }) {
  const [shade, setShade] = useState('light');
  return (
    <Shade value={shade}>
      <Rows onPress={onPress} onShade={() => setShade('dark')} />
    </Shade>
  );
}

/** The page rendered as the server does, then hydrated as main.jsx does: {section, recoverable, consoleError}. */
async function hydratedPage(props) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page {...props} />);
  document.body.append(container);
  const section = container.querySelector('section');
  const recoverable = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  deferLazyHydration();
  await hydrateInTest(container, <Page {...props} />, { onRecoverableError: (error) => recoverable.push(error) });
  return { section, recoverable, consoleError };
}

describe('LazyHydrate', () => {
  it('renders its children on the server, in its element, and at once in a render that is not a hydration', () => {
    expect(renderToString(<Page />)).toMatch(/<div><!--\$--><section aria-label="Lower row"/);
    render(<Page />);
    expect(screen.getByRole('region', { name: 'Lower row' })).toBeInTheDocument();
  });

  it('keeps the server HTML through hydration and hydrates the section once it nears the screen', async () => {
    const onPress = vi.fn();
    const { section, recoverable, consoleError } = await hydratedPage({ onPress });
    expect(screen.getByRole('region', { name: 'Lower row' })).toBe(section);
    expect(hydratedByReact(section)).toBe(false);
    expect(intersections.observers).toHaveLength(1);

    await act(async () => intersections.reach(intersections.observers[0]));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pressed 1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lower row' })).toBe(section); // adopted, not replaced
    expect(intersections.observers).toHaveLength(0);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hydrates a section pressed before it neared the screen, and the press reaches it', async () => {
    const onPress = vi.fn();
    const { section, recoverable, consoleError } = await hydratedPage({ onPress });
    const add = screen.getByRole('button', { name: 'Add' });
    expect(hydratedByReact(add)).toBe(false);

    await act(async () => {
      fireEvent.pointerDown(add);
      fireEvent.click(add);
    });

    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pressed 1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lower row' })).toBe(section);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hydrates a waiting section that a change above reaches, rather than drop its server HTML', async () => {
    const { section, recoverable, consoleError } = await hydratedPage();
    expect(hydratedByReact(section)).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Shade' })));

    const row = screen.getByRole('region', { name: 'Lower row' });
    expect(row).toBe(section);
    expect(row).toHaveClass('dark');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
