import { describe, expect, it } from 'vitest';
import { pictureSources, smallestPicture, srcSetOf } from './pictureSources';

const photo = '/media/products/ab/photo.jpg';
const renditions = {
  1280: '/media/products/ab/photo-1280.webp',
  320: '/media/products/ab/photo-320.webp',
  640: '/media/products/ab/photo-640.webp',
};
const product = { imageUrl: photo, imageUrls: ['/static/a.svg'], imageRenditions: { [photo]: renditions } };

describe('pictureSources', () => {
  it('answers the renditions of an uploaded photo', () => {
    expect(pictureSources(product, photo)).toBe(renditions);
  });

  it('answers nothing for a pasted URL, an empty or absent map, or no URL', () => {
    expect(pictureSources(product, '/static/a.svg')).toBeUndefined();
    expect(pictureSources({ imageUrl: photo, imageRenditions: {} }, photo)).toBeUndefined();
    expect(pictureSources({ imageUrl: photo }, photo)).toBeUndefined();
    expect(pictureSources({ imageRenditions: { [photo]: {} } }, photo)).toBeUndefined();
    expect(pictureSources(product, '')).toBeUndefined();
    expect(pictureSources(undefined, photo)).toBeUndefined();
  });
});

describe('srcSetOf', () => {
  it('lists the renditions narrowest first with their widths', () => {
    expect(srcSetOf(renditions)).toBe(
      '/media/products/ab/photo-320.webp 320w, /media/products/ab/photo-640.webp 640w, ' +
        '/media/products/ab/photo-1280.webp 1280w',
    );
  });

  it('keeps only the widths a small original has, and nothing without renditions', () => {
    expect(srcSetOf({ 320: '/m/small-320.webp' })).toBe('/m/small-320.webp 320w');
    expect(srcSetOf(undefined)).toBeUndefined();
    expect(srcSetOf({})).toBeUndefined();
  });
});

describe('smallestPicture', () => {
  it('answers the narrowest rendition of a photo, else the URL itself', () => {
    expect(smallestPicture(product, photo)).toBe('/media/products/ab/photo-320.webp');
    expect(smallestPicture(product, '/static/a.svg')).toBe('/static/a.svg');
    expect(smallestPicture(product, undefined)).toBeUndefined();
  });
});
