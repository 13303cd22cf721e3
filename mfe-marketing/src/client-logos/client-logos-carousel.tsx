import { usePrefersReducedMotion } from '@staycompliant/ui';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from '@staycompliant/ui/carousel';
import { useState } from 'react';
import { AutoplayToggle } from './autoplay-toggle';
import { ClientLogoTile } from './client-logo-tile';
import { carouselDelayMs, logoGridClassName, logosPerSlide } from './logo-constants';
import { groupIntoSlides, type LogoItem, logoAltText } from './logo-rules';

interface ClientLogosCarouselProps {
  logos: readonly LogoItem[];
  /** For the fallback list, whose images may not exist: show names where images fail. */
  namesWhenMissing?: boolean;
}

/** Six logos per slide, autoplaying every 3 s in a loop; hover and focus pause it, a button stops it. */
export function ClientLogosCarousel({ logos, namesWhenMissing = false }: ClientLogosCarouselProps) {
  const [playing, setPlaying] = useState(true);
  const reducedMotion = usePrefersReducedMotion();
  const slides = groupIntoSlides(logos);
  const hasMoreSlides = slides.length > 1;

  return (
    <Carousel label="Client logos" autoplay={playing ? carouselDelayMs : undefined}>
      <CarouselContent>
        {slides.map((slide, slideIndex) => (
          <CarouselItem key={slideIndex} aria-label={`${slideIndex + 1} of ${slides.length}`}>
            <ul className={logoGridClassName}>
              {slide.map((logo, indexInSlide) => {
                const index = slideIndex * logosPerSlide + indexInSlide;
                return <ClientLogoTile key={index} logo={logo} alt={logoAltText(index)} nameWhenMissing={namesWhenMissing} />;
              })}
            </ul>
          </CarouselItem>
        ))}
      </CarouselContent>
      {hasMoreSlides && (
        <div className="mt-6 flex items-center justify-center gap-3">
          <CarouselPrevious label="Previous logos" />
          {!reducedMotion && <AutoplayToggle playing={playing} onToggle={() => setPlaying((value) => !value)} />}
          <CarouselNext label="Next logos" />
        </div>
      )}
    </Carousel>
  );
}
