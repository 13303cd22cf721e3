// @staycompliant/ui/carousel: The carousel (embla).
export {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselPrevious,
  CarouselNext,
  CarouselControls,
  useCarousel,
  type CarouselApi,
  type CarouselProps,
} from '../components/carousel/carousel';
