import { describe, expect, it } from 'vitest';
import { leftmostSlide, optionsStartingAsRendered, slidesInView, slidesLeftOfSelected } from './start-as-rendered';

function viewportShowing(viewportWidth: number, slideWidth: number) {
  const viewport = document.createElement('div');
  const slide = document.createElement('div');
  slide.dataset.slot = 'carousel-item';
  viewport.append(slide);
  Object.defineProperty(viewport, 'clientWidth', { value: viewportWidth });
  Object.defineProperty(slide, 'offsetWidth', { value: slideWidth });
  return viewport;
}

describe('slidesInView', () => {
  it('counts the whole slides the layout shows, the gutter rounded away', () => {
    expect(slidesInView(viewportShowing(1216, 411))).toBe(3);
    expect(slidesInView(viewportShowing(704, 360))).toBe(2);
    expect(slidesInView(viewportShowing(343, 359))).toBe(1);
  });

  it('says 1 where nothing is laid out', () => {
    expect(slidesInView(viewportShowing(0, 0))).toBe(1);
    expect(slidesInView(document.createElement('div'))).toBe(1);
  });
});

describe('optionsStartingAsRendered', () => {
  it('centres a looping carousel on its middle visible slide when it shows an odd number', () => {
    expect(optionsStartingAsRendered({ loop: true, align: 'center' }, 3)).toEqual({ startIndex: 1 });
    expect(optionsStartingAsRendered({ loop: true }, 5)).toEqual({ startIndex: 2 });
  });

  it('aligns a looping carousel to the start when it shows an even number', () => {
    expect(optionsStartingAsRendered({ loop: true, align: 'center' }, 2)).toEqual({ align: 'start' });
  });

  it('changes nothing for one slide in view, a carousel that does not loop, or one aligned otherwise', () => {
    expect(optionsStartingAsRendered({ loop: true, align: 'center' }, 1)).toEqual({});
    expect(optionsStartingAsRendered({ loop: false, align: 'center' }, 3)).toEqual({});
    expect(optionsStartingAsRendered({ loop: true, align: 'start' }, 3)).toEqual({});
  });
});

describe('slidesLeftOfSelected', () => {
  it('is the whole slides left of the centred one under the layout of the moment', () => {
    expect(slidesLeftOfSelected({ loop: true, align: 'center' }, 3)).toBe(1);
    expect(slidesLeftOfSelected({ loop: true, align: 'center' }, 5)).toBe(2);
    // Two slides across, centred: halves at the edges, the selected one whole.
    expect(slidesLeftOfSelected({ loop: true, align: 'center' }, 2)).toBe(0);
    expect(slidesLeftOfSelected({ loop: true }, 1)).toBe(0);
  });

  it('is none when the carousel aligns to the start or does not loop', () => {
    expect(slidesLeftOfSelected({ loop: true, align: 'start' }, 3)).toBe(0);
    expect(slidesLeftOfSelected({ loop: false, align: 'center' }, 3)).toBe(0);
  });
});

describe('leftmostSlide', () => {
  it('is 0 where the carousel started, and moves by one with each snap, round the loop', () => {
    expect(leftmostSlide(1, 1, 5)).toBe(0);
    expect(leftmostSlide(2, 1, 5)).toBe(1);
    expect(leftmostSlide(0, 1, 5)).toBe(4);
    expect(leftmostSlide(3, 0, 5)).toBe(3);
    expect(leftmostSlide(0, 0, 0)).toBe(0);
  });
});
