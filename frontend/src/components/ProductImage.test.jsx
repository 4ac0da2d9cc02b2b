import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures';
import { renderWithShop } from '../test/render';
import ProductCard from './product/ProductCard';
import ProductImage from './ProductImage';

const photo = '/media/products/ab/photo.jpg';
const renditions = {
  320: '/media/products/ab/photo-320.webp',
  640: '/media/products/ab/photo-640.webp',
  1280: '/media/products/ab/photo-1280.webp',
};
const SRCSET =
  '/media/products/ab/photo-320.webp 320w, /media/products/ab/photo-640.webp 640w, ' +
  '/media/products/ab/photo-1280.webp 1280w';

describe('ProductImage', () => {
  it('offers an uploaded photo’s renditions with the caller’s sizes, in a square box, lazily', () => {
    render(<ProductImage src={photo} renditions={renditions} sizes="(max-width: 600px) 100vw, 600px" alt="Pixel" />);
    const image = screen.getByRole('img', { name: 'Pixel' });
    expect(image).toHaveAttribute('src', photo);
    expect(image).toHaveAttribute('srcset', SRCSET);
    expect(image).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 600px');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('writes srcset and sizes before src, so the browser never starts on the original', () => {
    const { container } = render(<ProductImage src={photo} renditions={renditions} sizes="56px" alt="" />);
    const names = [...container.querySelector('img').attributes].map((attribute) => attribute.name);
    expect(names.indexOf('srcset')).toBeLessThan(names.indexOf('src'));
    expect(names.indexOf('sizes')).toBeLessThan(names.indexOf('src'));
  });

  it('keeps a pasted URL as a plain src, and the first screen’s picture eager with priority', () => {
    render(<ProductImage src="/static/products/phone.svg" sizes="100vw" alt="Phone" priority />);
    const image = screen.getByRole('img', { name: 'Phone' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('is wired through the product card from the answer’s imageRenditions', () => {
    const product = makeProduct({ name: 'Pixel', imageUrl: photo, imageRenditions: { [photo]: renditions } });
    renderWithShop(<ProductCard product={product} onAdd={() => {}} />);
    const image = screen.getByRole('img', { name: 'Pixel' });
    expect(image).toHaveAttribute('srcset', SRCSET);
    expect(image.getAttribute('sizes')).toMatch(/100vw$/);
  });
});
