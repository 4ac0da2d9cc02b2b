import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import NavLink from './NavLink';

function renderAt(path) {
  return render(
    <Router hook={memoryLocation({ path }).hook}>
      <NavLink to="/smartphones" className="menu-link">
        Smartphones
      </NavLink>
      <NavLink to="/laptops" className="menu-link">
        Laptops
      </NavLink>
    </Router>,
  );
}

describe('NavLink', () => {
  it('marks the link to the open page as current, and only that one', () => {
    renderAt('/smartphones');
    const current = screen.getByRole('link', { name: 'Smartphones' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('menu-link', 'active');
    const other = screen.getByRole('link', { name: 'Laptops' });
    expect(other).not.toHaveAttribute('aria-current');
    expect(other).toHaveClass('menu-link');
    expect(other).not.toHaveClass('active');
  });

  it('moves the mark when the shopper follows another link', async () => {
    renderAt('/smartphones');
    await userEvent.click(screen.getByRole('link', { name: 'Laptops' }));
    expect(screen.getByRole('link', { name: 'Laptops' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Smartphones' })).not.toHaveAttribute('aria-current');
  });
});
