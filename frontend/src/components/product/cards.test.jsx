import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { renderWithShop } from '../../test/render';
import CompactProductCard from './CompactProductCard';
import ProductCard from './ProductCard';

describe('ProductCard', () => {
  it('shows name, brand, description and a price with thousands separators, linking to the detail page', () => {
    const product = makeProduct({ id: 7, name: 'Studio Speaker', brand: 'Sonos', price: '1299.00' });
    renderWithShop(<ProductCard product={product} onAdd={() => {}} />);
    expect(screen.getByRole('link', { name: 'Studio Speaker' })).toHaveAttribute('href', '/product/7');
    expect(screen.getByText('Sonos')).toBeInTheDocument();
    expect(screen.getByText('A dependable device.')).toBeInTheDocument();
    expect(screen.getByText('$1,299.00')).toBeInTheDocument();
    expect(screen.queryByText('SALE!')).not.toBeInTheDocument();
  });

  it('shows SALE! and the struck-through original price when originalPrice is set', () => {
    renderWithShop(
      <ProductCard product={makeProduct({ price: '899.00', originalPrice: '1099.00' })} onAdd={() => {}} />,
    );
    expect(screen.getByText('SALE!')).toBeInTheDocument();
    const original = screen.getByText('$1,099.00');
    expect(original.closest('s')).not.toBeNull();
  });

  it('offers quick add only while in stock', async () => {
    const onAdd = vi.fn();
    const product = makeProduct({ name: 'Buds', stock: 1 });
    const { unmount } = renderWithShop(<ProductCard product={product} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Buds to cart' }));
    expect(onAdd).toHaveBeenCalledWith(product);
    unmount();

    renderWithShop(<ProductCard product={makeProduct({ name: 'Buds', stock: 0 })} onAdd={onAdd} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
  });

  it('shows the colour only for smartphones', () => {
    const { unmount } = renderWithShop(
      <ProductCard product={makeProduct({ category: 'Smartphones', color: 'Blue' })} onAdd={() => {}} />,
    );
    expect(screen.getByText('Color: Blue')).toBeInTheDocument();
    unmount();
    renderWithShop(<ProductCard product={makeProduct({ category: 'Laptops', color: 'Silver' })} onAdd={() => {}} />);
    expect(screen.queryByText(/Color:/)).not.toBeInTheDocument();
  });

  it('cycles its images with wraparound in both directions', async () => {
    const user = userEvent.setup();
    const product = makeProduct({ name: 'Tab', imageUrl: '/a.svg', imageUrls: ['/b.svg', '/c.svg'] });
    renderWithShop(<ProductCard product={product} onAdd={() => {}} />);
    const image = () => screen.getByRole('img');
    expect(image()).toHaveAttribute('src', '/a.svg');
    await user.click(screen.getByRole('button', { name: 'Previous image of Tab' }));
    expect(image()).toHaveAttribute('src', '/c.svg');
    expect(image()).toHaveAttribute('alt', 'Tab, image 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next image of Tab' }));
    expect(image()).toHaveAttribute('src', '/a.svg');
  });

  it('has no image buttons for a single image', () => {
    renderWithShop(<ProductCard product={makeProduct({ name: 'Solo' })} onAdd={() => {}} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Solo');
    expect(screen.queryByRole('button', { name: /image of/ })).not.toBeInTheDocument();
  });
});

describe('CompactProductCard', () => {
  const badgesOf = (stock) => {
    const { container, unmount } = renderWithShop(
      <CompactProductCard product={makeProduct({ stock })} onAdd={() => {}} />,
    );
    const text = within(container).queryByText(/Stock/)?.textContent ?? null;
    unmount();
    return text;
  };

  it('shows Low Stock from 5 down to 1, and Out of Stock at 0 or less', () => {
    expect(badgesOf(6)).toBeNull();
    expect(badgesOf(5)).toBe('Low Stock');
    expect(badgesOf(1)).toBe('Low Stock');
    expect(badgesOf(0)).toBe('Out of Stock');
    expect(badgesOf(-1)).toBe('Out of Stock');
  });

  it('disables the add button when out of stock', async () => {
    const onAdd = vi.fn();
    renderWithShop(<CompactProductCard product={makeProduct({ name: 'Fan', stock: 0 })} onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Fan is out of stock' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Fan' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\/\d+$/),
    );
  });
});
