import type { Meta, StoryObj } from '@storybook/react-vite';
import Quote from 'lucide-react/icons/quote';
import { expect, waitFor } from 'storybook/test';
import { logoImage, sampleLogos } from '../../stories/fixtures';
import { Card } from '../card/card';
import { LogoImage } from '../logo-image/logo-image';
import { Carousel, CarouselContent, CarouselControls, CarouselItem } from './carousel';

const testimonials = [
  {
    quote: 'They set up our Delaware C-Corp in days and have kept us compliant ever since.',
    author: 'Maya Chen',
    company: 'Northwind Labs',
  },
  { quote: 'Our crypto books finally reconcile. Tax season was calm for the first time.', author: 'Daniel Ortiz', company: 'Globex Chain' },
  { quote: 'One team for legal, accounting and taxes: exactly what a small startup needs.', author: 'Priya Nair', company: 'Initech AI' },
  { quote: 'Clear prices, quick answers and no missed deadlines in three years.', author: 'Tom Weller', company: 'Hooli Health' },
];

const meta = {
  title: 'Disclosure/Carousel',
  component: Carousel,
  args: { label: 'What our clients say' },
  render: (args) => (
    <Carousel {...args} className="mx-auto max-w-5xl">
      <CarouselContent>
        {testimonials.map((item, index) => (
          <CarouselItem key={item.author} className="md:basis-1/2 lg:basis-1/3" aria-label={`${index + 1} of ${testimonials.length}`}>
            <Card className="h-full">
              <Quote aria-hidden="true" className="size-6 text-accent-strong" />
              <p className="text-navy-900">{item.quote}</p>
              <p className="mt-auto text-sm text-muted-foreground">
                <span className="font-semibold text-navy-900">{item.author}</span>, {item.company}
              </p>
            </Card>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselControls />
    </Carousel>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const ByButtonsAndKeys: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'What our clients say' });
    const selected = () => region.getAttribute('data-selected-index');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next slide' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(selected()).toBe('1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(selected()).toBe('0'));
    // Loop: previous from the first slide goes to the last.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(selected()).toBe(String(testimonials.length - 1)));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(selected()).toBe('0'));
    await expect(canvasElement.contains(document.activeElement)).toBe(true);
  },
};

export const Autoplay: Story = {
  args: { autoplay: 3000, label: 'Clients who trust us' },
  render: (args) => (
    <Carousel {...args} className="mx-auto max-w-5xl">
      <CarouselContent>
        {sampleLogos.map((logo, index) => (
          <CarouselItem
            key={logo.name}
            className="flex justify-center md:basis-1/3 lg:basis-1/6"
            aria-label={`${index + 1} of ${sampleLogos.length}`}
          >
            <LogoImage src={logoImage(logo.name, logo.color)} alt={`Client logo ${index + 1}`} loading="eager" />
          </CarouselItem>
        ))}
      </CarouselContent>
    </Carousel>
  ),
};
