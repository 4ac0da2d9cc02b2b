import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fakeApi';
import { CATALOG } from '../../test/fixtures';
import { renderStorefront, renderWithShop } from '../../test/render';
import CategoriesMenu from './CategoriesMenu';

function api() {
  mockApi([
    ['GET', '/api/categories', CATALOG],
    ['GET', '/api/featured-items/active', null],
    ['GET', '/api/products/home', []],
  ]);
}

describe('page furniture', () => {
  it('lists the nine category routes from the API in the Categories menu', async () => {
    const user = userEvent.setup();
    api();
    renderStorefront('/');
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls'));
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/smartphones',
      '/laptops',
      '/tablets',
      '/audio',
      '/gaming',
      '/smart-home',
      '/wearables',
      '/electric-scooters',
      '/home-appliances',
    ]);
  });

  it('marks the open category as the current page, and moves the mark when another is followed', async () => {
    const user = userEvent.setup();
    api();
    renderWithShop(<CategoriesMenu />, { route: '/smartphones' });
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    const smartphones = await screen.findByRole('link', { name: 'Smartphones' });
    expect(smartphones).toHaveAttribute('aria-current', 'page');
    expect(smartphones).toHaveClass('categories-menu__link', 'active');
    const laptops = screen.getByRole('link', { name: 'Laptops' });
    expect(laptops).not.toHaveAttribute('aria-current');
    expect(laptops).not.toHaveClass('active');
    await user.click(laptops);
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('link', { name: 'Laptops' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Smartphones' })).not.toHaveAttribute('aria-current');
  });

  it('is usable by keyboard: arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    api();
    renderStorefront('/');
    const button = screen.getByRole('button', { name: 'Categories' });
    await screen.findAllByText('Smartphones');
    button.focus();
    await user.keyboard('{ArrowDown}');
    await within(document.getElementById(button.getAttribute('aria-controls'))).findByRole('link', {
      name: 'Smartphones',
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('link', { name: 'Smartphones' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Laptops' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Home Appliances' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has desktop and mobile search boxes, a cart badge, and the footer lists and terms', async () => {
    window.localStorage.setItem('voltcart_cart', JSON.stringify([{ productId: 1, quantity: 3, price: 1 }]));
    api();
    renderStorefront('/');
    expect(screen.getAllByRole('combobox', { name: 'Search products' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Shopping cart, 3 items' })).toHaveTextContent('3');
    for (const list of ['Help', 'Brands', 'About', 'Service']) {
      expect(screen.getByRole('navigation', { name: list })).toBeInTheDocument();
    }
    expect(screen.getByText(/Terms of Use/)).toBeInTheDocument();
  });

  it('shows the 404 page with a developer hint for an unknown path', async () => {
    api();
    renderStorefront('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
