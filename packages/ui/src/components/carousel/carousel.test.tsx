import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from './carousel';

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
