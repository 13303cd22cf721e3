import type useEmblaCarousel from 'embla-carousel-react';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/**
 * How many slides the viewport shows whole, read from the layout before embla moves anything: the
 * server's layout, slides side by side from the left. 1 where nothing can be measured (jsdom).
 */
export function slidesInView(viewport: HTMLElement): number {
  const slide = viewport.querySelector<HTMLElement>('[data-slot="carousel-item"]');
  if (!slide || slide.offsetWidth === 0 || viewport.clientWidth === 0) return 1;
  return Math.max(1, Math.round(viewport.clientWidth / slide.offsetWidth));
}

/**
 * Options under which embla's first view is the one the server rendered (slides 0 to n-1 from the
 * left), so hydration moves nothing. A looping, centred carousel showing an odd number n of slides
 * starts centred on slide (n-1)/2; showing an even number, no slide can be centred over that view,
 * so it aligns to the start and shows n whole slides, as the server did. A carousel that does not
 * loop already starts at the left (its first snap is trimmed to the start).
 */
export function optionsStartingAsRendered(options: Pick<EmblaOptions, 'loop' | 'align'>, inView: number): EmblaOptions {
  if (options.loop === false || (options.align ?? 'center') !== 'center' || inView <= 1) return {};
  return inView % 2 === 1 ? { startIndex: (inView - 1) / 2 } : { align: 'start' };
}

/**
 * How many whole slides show left of the selected one under the current layout: a looping, centred
 * carousel centres its selected slide, so (n-1)/2 of n; aligned to the start, or not looping, none.
 * Read at each move, not once: a width change (a phone turned, a window resized) changes n.
 */
export function slidesLeftOfSelected(options: Pick<EmblaOptions, 'loop' | 'align'>, inView: number): number {
  if (options.loop === false || (options.align ?? 'center') !== 'center') return 0;
  return Math.floor((inView - 1) / 2);
}

/** The index of the leftmost whole slide, from embla's selected snap and the whole slides left of it. */
export function leftmostSlide(selectedSnap: number, leftOfSelected: number, snapCount: number): number {
  if (snapCount === 0) return 0;
  return (((selectedSnap - leftOfSelected) % snapCount) + snapCount) % snapCount;
}
