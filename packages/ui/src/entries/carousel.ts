// @staycompliant/ui/carousel: The carousel (embla).
export {
  Carousel,
  type CarouselApi,
  CarouselContent,
  CarouselControls,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselProps,
  useCarousel,
} from '../components/carousel/carousel';
