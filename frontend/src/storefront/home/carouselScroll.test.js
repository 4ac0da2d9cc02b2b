import { describe, expect, it } from 'vitest';
import { carouselStep, scrollEdges, SCROLL_STEP_PX } from './carouselScroll';

describe('carouselStep', () => {
  it('is 320 px rounded to whole cards, so snapping cannot shorten it', () => {
    expect(carouselStep(160)).toBe(320); // phone: two cards
    expect(carouselStep(256)).toBe(256); // desktop: one card
    expect(carouselStep(400)).toBe(400); // never less than a card
    expect(carouselStep(0)).toBe(SCROLL_STEP_PX); // not laid out
  });
});

describe('scrollEdges', () => {
  it('tells the start and the end, with a pixel of tolerance', () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 500, scrollWidth: 1500 })).toEqual({
      atStart: true,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 400, clientWidth: 500, scrollWidth: 1500 })).toEqual({
      atStart: false,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 999.5, clientWidth: 500, scrollWidth: 1500 })).toEqual({
      atStart: false,
      atEnd: true,
    });
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 500, scrollWidth: 500 })).toEqual({ atStart: true, atEnd: true });
  });
});
