import { describe, expect, it } from 'vitest';
import { madeMain, movedImage } from './imageOrder';

const extras = ['/a.png', '/b.png', '/c.png', '/d.png'];

describe('image order', () => {
  it('moves one extra image earlier or later, or across several places', () => {
    expect(movedImage(extras, 1, 0)).toEqual({ imageUrls: ['/b.png', '/a.png', '/c.png', '/d.png'] });
    expect(movedImage(extras, 1, 2)).toEqual({ imageUrls: ['/a.png', '/c.png', '/b.png', '/d.png'] });
    expect(movedImage(extras, 3, 0)).toEqual({ imageUrls: ['/d.png', '/a.png', '/b.png', '/c.png'] });
    expect(movedImage(extras, 0, 3)).toEqual({ imageUrls: ['/b.png', '/c.png', '/d.png', '/a.png'] });
  });

  it('swaps an extra image with the main one', () => {
    expect(madeMain('/main.png', extras, 2)).toEqual({
      imageUrl: '/c.png',
      imageUrls: ['/a.png', '/b.png', '/main.png', '/d.png'],
    });
  });
});
