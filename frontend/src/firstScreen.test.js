// Each route's first screen (firstScreen.js): what the server embeds and writes in the page's head. The server
// asks through serverRender.jsx (web/spa.py); web/tests check the pages it then serves.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ROUTES, firstScreenHead, firstScreenReads } from './firstScreen';
import { page } from './test/fakeApi';
import { CATALOG, makeProduct } from './test/fixtures';

const ORIGIN = 'https://shop.example';
const categories = { '/api/categories': CATALOG };
const readUrls = (url, answers = {}) => firstScreenReads(url, answers).map((read) => read.url);

describe('every route has a first screen', () => {
  it.each(FIRST_SCREEN_ROUTES.map((route) => [route.path, route]))('%s', (_, route) => {
    expect(typeof route.firstScreen?.reads).toBe('function');
    expect(typeof route.firstScreen?.head).toBe('function');
  });
});

describe('what a first screen reads', () => {
  it('reads the categories on every page, and nothing it already has', () => {
    expect(readUrls('/track')).toEqual(['/api/categories']);
    expect(readUrls('/track', categories)).toEqual([]);
  });

  it('reads the home page’s featured item and carousels, and a search’s first page with its filters', () => {
    expect(readUrls('/')).toEqual(['/api/categories', '/api/featured-items/active', '/api/products/home']);
    expect(readUrls('/?q=%20pro%20', categories)).toEqual([
      '/api/products?search=pro&searchFields=name%2Cdescription%2Ccategory&limit=24&offset=0&facets=brand',
    ]);
    expect(readUrls('/?q=pro&exact=1&brand=Sony,Bose&maxPrice=500', categories)).toEqual([
      '/api/products?search=pro&searchFields=name%2Cdescription%2Ccategory&exact=true&brand=Bose%2CSony&maxPrice=500.01&limit=24&offset=0&facets=brand',
    ]);
    expect(readUrls('/?utm_source=mail', categories)).toEqual([]);
  });

  it('reads a category’s first page once the categories say the slug is one, as the page asks it', () => {
    expect(readUrls('/smart-home')).toEqual(['/api/categories']);
    expect(readUrls('/smart-home', categories)).toEqual([
      '/api/products?category=Smart+Home&ordering=name&limit=24&offset=0&facets=brand',
    ]);
    expect(readUrls('/smart-home?sort=price&search=%20hub&brand=Acme&minPrice=10', categories)).toEqual([
      '/api/products?category=Smart+Home&search=hub&searchFields=name%2Cbrand%2Cdescription&brand=Acme&minPrice=10&ordering=price&limit=24&offset=0&facets=brand',
    ]);
    // The scooters' price band and the panel's range: their intersection.
    expect(readUrls('/electric-scooters?band=500-1000&maxPrice=800', categories)).toEqual([
      '/api/products?category=Electric+Scooters&minPrice=500&maxPrice=800.01&ordering=name&limit=24&offset=0&facets=brand',
    ]);
    expect(readUrls('/no-such-category', categories)).toEqual([]);
  });

  it('reads a product with a 404 embedded as null, and who is signed in on staff pages', () => {
    expect(firstScreenReads('/products/7', categories)).toEqual([{ url: '/api/products/7', nullOn: [404] }]);
    expect(firstScreenReads('/admin/orders', categories)).toEqual([{ url: '/api/admin/me', nullOn: [401] }]);
  });
});

describe('the head once the answers are known', () => {
  it('preloads an uploaded photo as the rendition its <img> picks: srcset and the gallery’s sizes', () => {
    const photo = '/media/products/ab/p.jpg';
    const renditions = { 320: '/media/products/ab/p-320.webp', 640: '/media/products/ab/p-640.webp' };
    const product = makeProduct({ id: 7, imageUrl: photo, imageRenditions: { [photo]: renditions } });
    const head = firstScreenHead('/product/7', { ...categories, '/api/products/7': product }, ORIGIN);
    expect(head).toMatchObject({
      leadImage: photo,
      leadImageSrcset: '/media/products/ab/p-320.webp 320w, /media/products/ab/p-640.webp 640w',
      leadImageSizes: '(min-width: 900px) 620px, 100vw',
    });
    const pasted = firstScreenHead('/product/7', { ...categories, '/api/products/7': makeProduct({ id: 7 }) }, ORIGIN);
    expect(pasted).toMatchObject({ leadImageSrcset: '', leadImageSizes: '' });
  });

  it('writes a product’s title, description, pictures, structured data and chunk', () => {
    const product = makeProduct({ id: 7, name: 'Aurora X1', brand: 'Volt', price: '899.00', stock: 0 });
    const head = firstScreenHead('/product/7', { ...categories, '/api/products/7': product }, ORIGIN);
    expect(head).toMatchObject({
      status: 200,
      title: 'Aurora X1 – $899.00 – Voltcart',
      description: 'Volt Aurora X1: A dependable device.',
      indexable: true,
      renderable: true,
      image: 'https://shop.example/static/products/7.svg',
      leadImage: '/static/products/7.svg',
      chunk: 'frontend/src/storefront/product/ProductDetail.jsx',
    });
    expect(head.structuredData.offers).toEqual({
      '@type': 'Offer',
      url: 'https://shop.example/product/7',
      priceCurrency: 'USD',
      price: '899.00',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('answers 404 for a missing product and an unknown path, both rendered by the server', () => {
    expect(firstScreenHead('/product/9', { ...categories, '/api/products/9': null }, ORIGIN)).toMatchObject({
      status: 404,
      title: 'Product Not Found – Voltcart',
      indexable: false,
      renderable: true,
    });
    for (const path of ['/no/such/page', '/no-such-category']) {
      expect(firstScreenHead(path, categories, ORIGIN)).toMatchObject({
        status: 404,
        title: 'Page Not Found – Voltcart',
        renderable: true,
      });
    }
  });

  it('names a category, renders its page and preloads its first picture, with or without filters', () => {
    const first = '/api/products?category=Smart+Home&ordering=name&limit=24&offset=0&facets=brand';
    const plug = makeProduct({ imageUrl: '', imageUrls: ['/static/plug.svg'] });
    const head = firstScreenHead('/smart-home', { ...categories, [first]: page([plug]) }, ORIGIN);
    expect(head).toMatchObject({
      title: 'Smart Home – Voltcart',
      description: 'Shop smart home at Voltcart: honest prices, free shipping, verified by phone.',
      renderable: true,
      leadImage: '/static/plug.svg',
    });
    const sorted = '/api/products?category=Smart+Home&brand=Acme&ordering=price&limit=24&offset=0&facets=brand';
    expect(
      firstScreenHead('/smart-home?sort=price&brand=Acme', { ...categories, [sorted]: page([plug]) }, ORIGIN),
    ).toMatchObject({ title: 'Smart Home – Voltcart', renderable: true, leadImage: '/static/plug.svg' });
  });

  it('keeps searches, staff pages and the order page out of search engines; staff pages private', () => {
    expect(firstScreenHead('/?q=aurora', categories, ORIGIN)).toMatchObject({
      title: 'Results for “aurora” – Voltcart',
      indexable: false,
      renderable: true,
    });
    expect(firstScreenHead('/admin', categories, ORIGIN)).toMatchObject({ private: true, indexable: false });
    expect(firstScreenHead('/order/12', categories, ORIGIN)).toMatchObject({ indexable: false });
    expect(firstScreenHead('/track', categories, ORIGIN)).toMatchObject({ indexable: true });
  });
});
