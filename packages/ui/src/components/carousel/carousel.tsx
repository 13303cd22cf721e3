import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import * as React from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { leftmostSlide, optionsStartingAsRendered, slidesInView, slidesLeftOfSelected } from './start-as-rendered';

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

type CarouselContextValue = {
  viewportRef: (viewport: HTMLDivElement | null) => void;
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel() {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error('Carousel parts must be used inside <Carousel>.');
  return context;
}

export type CarouselProps = React.ComponentProps<'div'> & {
  /** Accessible name of the carousel region, e.g. "What our clients say". */
  label: string;
  /**
   * Embla options; defaults: loop, align center. Embla's first view is the server's layout (see
   * start-as-rendered.ts), so hydration moves no slide. The root carries `data-selected-index`, the
   * leftmost whole slide (0 as rendered), and `data-carousel-live` once embla runs.
   */
  opts?: CarouselOptions;
  /** Advance every `autoplay` ms; pauses on hover and focus; off under prefers-reduced-motion. */
  autoplay?: number;
  setApi?: (api: CarouselApi) => void;
};

function Carousel({ label, opts, autoplay, setApi, className, children, onKeyDownCapture, ...props }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const plugins = React.useMemo(
    () =>
      autoplay && !reducedMotion
        ? [Autoplay({ delay: autoplay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [autoplay, reducedMotion],
  );
  // Under reduced motion slides jump to their exact place instead of gliding (duration 0 skips embla's physics).
  const options: CarouselOptions = { loop: true, align: 'center', ...(reducedMotion ? { duration: 0 } : {}), ...opts };
  // Measured when the viewport attaches, before embla initialises: the server's layout.
  const [startOptions, setStartOptions] = React.useState<CarouselOptions>({});
  const [emblaRef, api] = useEmblaCarousel({ ...options, ...startOptions }, plugins);
  const { loop, align } = options;
  const viewportRef = React.useCallback(
    (viewport: HTMLDivElement | null) => {
      if (viewport) setStartOptions(optionsStartingAsRendered({ loop, align }, slidesInView(viewport)));
      emblaRef(viewport);
    },
    [emblaRef, loop, align],
  );
  const effectiveAlign = startOptions.align ?? align;
  // The leftmost whole slide, so 0 is where the server put the slides and each move changes it by one.
  const [selectedIndex, setSelectedIndex] = React.useState(0);
  // Until embla has measured the slides (in the browser, after the first render), the buttons are
  // drawn as a carousel at its first slide has them, so the server's HTML offers them to a press.
  const loops = opts?.loop ?? true;
  const [canScrollPrev, setCanScrollPrev] = React.useState(loops);
  const [canScrollNext, setCanScrollNext] = React.useState(true);
  // A press that comes before embla is ready moves the carousel as soon as it is.
  const pendingMove = React.useRef<'prev' | 'next' | null>(null);

  React.useEffect(() => {
    if (!api) return;
    setApi?.(api);
    const update = () => {
      setCanScrollPrev(api.canScrollPrev());
      setCanScrollNext(api.canScrollNext());
      const leftOfSelected = slidesLeftOfSelected({ loop, align: effectiveAlign }, slidesInView(api.rootNode()));
      setSelectedIndex(leftmostSlide(api.selectedScrollSnap(), leftOfSelected, api.scrollSnapList().length));
    };
    update();
    api.on('reInit', update).on('select', update);
    if (pendingMove.current === 'prev') api.scrollPrev();
    if (pendingMove.current === 'next') api.scrollNext();
    pendingMove.current = null;
    return () => {
      api.off('reInit', update).off('select', update);
    };
  }, [api, setApi, loop, effectiveAlign]);

  const scrollPrev = React.useCallback(() => {
    if (api) api.scrollPrev();
    else pendingMove.current = 'prev';
  }, [api]);
  const scrollNext = React.useCallback(() => {
    if (api) api.scrollNext();
    else pendingMove.current = 'next';
  }, [api]);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDownCapture?.(event);
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    <CarouselContext.Provider value={{ viewportRef, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}>
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern, as shadcn's carousel */}
      <div
        data-slot="carousel"
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-selected-index={selectedIndex}
        data-carousel-live={api ? 'true' : undefined}
        className={cn('relative', className)}
        onKeyDownCapture={handleKeyDown}
        {...props}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

function CarouselContent({ className, ...props }: React.ComponentProps<'div'>) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} data-slot="carousel-viewport" className="overflow-hidden">
      <div data-slot="carousel-content" className={cn('-ml-4 flex touch-pan-y', className)} {...props} />
    </div>
  );
}

/** One slide. Slides per view come from `basis`: `basis-full md:basis-1/2 lg:basis-1/3` shows 1, 2, 3. */
function CarouselItem({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription="slide"
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
      {...props}
    />
  );
}

type CarouselButtonProps = React.ComponentProps<typeof Button> & { label?: string };

function CarouselPrevious({ label = 'Previous slide', variant = 'surface', size = 'icon', shape = 'pill', ...props }: CarouselButtonProps) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <Button
      data-slot="carousel-previous"
      variant={variant}
      size={size}
      shape={shape}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      {...props}
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

function CarouselNext({ label = 'Next slide', variant = 'surface', size = 'icon', shape = 'pill', ...props }: CarouselButtonProps) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <Button data-slot="carousel-next" variant={variant} size={size} shape={shape} disabled={!canScrollNext} onClick={scrollNext} {...props}>
      <ChevronRight aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

/** Prev/next buttons laid out under the slides. */
function CarouselControls({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="carousel-controls" className={cn('mt-6 flex items-center justify-center gap-3', className)} {...props}>
      <CarouselPrevious />
      <CarouselNext />
    </div>
  );
}

export { Carousel, type CarouselApi, CarouselContent, CarouselControls, CarouselItem, CarouselNext, CarouselPrevious, useCarousel };
