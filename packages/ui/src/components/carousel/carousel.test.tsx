import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel, CarouselContent, CarouselControls, CarouselItem, CarouselNext, CarouselPrevious } from './carousel';

it('renders a labelled carousel region with slides and controls', () => {
  render(
    <Carousel label="Testimonials">
      <CarouselContent>
        <CarouselItem>One</CarouselItem>
        <CarouselItem>Two</CarouselItem>
      </CarouselContent>
      <CarouselControls />
    </Carousel>,
  );
  const region = screen.getByRole('region', { name: 'Testimonials' });
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  expect(screen.getAllByRole('group')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
});

describe('before embla has measured the slides', () => {
  it('renders its Next button enabled on the server, and Previous too when it loops', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <Carousel label="Server carousel">
        <CarouselContent>
          <CarouselItem>One</CarouselItem>
          <CarouselItem>Two</CarouselItem>
        </CarouselContent>
        <CarouselPrevious />
        <CarouselNext />
      </Carousel>,
    );
    expect(html).not.toContain('disabled=""');
    const notLooping = renderToString(
      <Carousel label="Server carousel" opts={{ loop: false }}>
        <CarouselContent>
          <CarouselItem>One</CarouselItem>
        </CarouselContent>
        <CarouselPrevious />
        <CarouselNext />
      </Carousel>,
    );
    expect(notLooping.match(/disabled=""/g)).toHaveLength(1);
  });
});
