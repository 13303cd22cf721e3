import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientLogosSection } from './client-logos-section';
import { createFakeSupabase, deferred, listing } from './test-support/fake-backend';
import { renderWithProviders } from './test-support/render-with-providers';

const backend = vi.hoisted(() => ({ current: null as ReturnType<typeof import('./test-support/fake-backend').createFakeSupabase> | null }));
vi.mock('@staycompliant/backend-client', () => ({
  getPublicStorage: () => Promise.resolve(backend.current!.client.storage),
  getPublicClient: () => Promise.resolve(backend.current!.client),
  getOperatorClient: () => Promise.resolve(backend.current!.client),
}));

// The machine is shared and slow at times: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const seededNames = [
  'alderpoint.svg',
  'brightmoor-pay.svg',
  'cobalt-harbor.svg',
  'driftline-ai.svg',
  'evergrain-foods.svg',
  'finch-ledger.svg',
  'granite-loop.svg',
  'halcyon-chain.svg',
];

beforeEach(() => {
  backend.current = createFakeSupabase();
});

describe('ClientLogosSection', { timeout: 20_000 }, () => {
  it('is a labelled h2 section with its subtitle, and shows 8 pulsing boxes while loading', async () => {
    backend.current!.bucket.list.mockReturnValue(deferred<never>().promise);
    renderWithProviders(<ClientLogosSection />);
    expect(screen.getByRole('region', { name: 'Clients who trust us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Clients who trust us' })).toBeInTheDocument();
    expect(screen.getByText('Some of the clients working with us')).toBeInTheDocument();
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Loading client logos');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.className).toContain('max-md:grid-cols-2');
    expect(loading.className).toContain('md:max-lg:grid-cols-3');
    expect(loading.className).toContain('lg:grid-cols-6');
    expect(within(loading).getAllByTestId('logo-placeholder')).toHaveLength(8);
  });

  it('lists the bucket by name with limit 100, and shows six logos per slide with alt Client logo N', async () => {
    backend.current!.bucket.list.mockResolvedValue({ data: listing(...seededNames), error: null });
    renderWithProviders(<ClientLogosSection />);
    const carousel = await screen.findByRole('region', { name: 'Client logos' });
    expect(backend.current!.bucket.list).toHaveBeenCalledWith('', { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });

    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(within(slides[0]!).getAllByRole('img')).toHaveLength(6);
    expect(within(slides[1]!).getAllByRole('img')).toHaveLength(2);
    expect(within(slides[0]!).getByRole('list').className).toContain('lg:grid-cols-6');

    const images = within(carousel).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(seededNames.map((_, index) => `Client logo ${index + 1}`));
    expect(images[0]).toHaveAttribute('src', `${backend.current!.publicUrlBase}/alderpoint.svg`);
    expect(images[0]!.className).toContain('grayscale');
    expect(images[0]!.className).toContain('hover:grayscale-0');
  });

  it('shows only image files, whatever their case, and skips folders', async () => {
    backend.current!.bucket.list.mockResolvedValue({
      data: [
        ...listing('a.PNG', 'b.jpeg', 'c.GIF', 'd.webp', 'e.svg', 'f.JPG', 'notes.txt', 'g.pdf'),
        { name: 'archive', id: null },
        { name: 'old.png', id: null },
      ],
      error: null,
    });
    renderWithProviders(<ClientLogosSection />);
    const carousel = await screen.findByRole('region', { name: 'Client logos' });
    const sources = within(carousel)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src')!.split('/').pop());
    expect(sources).toEqual(['a.PNG', 'b.jpeg', 'c.GIF', 'd.webp', 'e.svg', 'f.JPG']);
  });

  it('repeats fewer than 6 logos to fill a slide', async () => {
    backend.current!.bucket.list.mockResolvedValue({ data: listing('one.png', 'two.svg'), error: null });
    renderWithProviders(<ClientLogosSection />);
    const carousel = await screen.findByRole('region', { name: 'Client logos' });
    const images = within(carousel).getAllByRole('img');
    expect(images).toHaveLength(6);
    expect(images.filter((image) => image.getAttribute('src')!.endsWith('/one.png'))).toHaveLength(3);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Client logo 1',
      'Client logo 2',
      'Client logo 3',
      'Client logo 4',
      'Client logo 5',
      'Client logo 6',
    ]);
    // One slide: nothing to page through or autoplay.
    expect(screen.queryByRole('button', { name: 'Next logos' })).not.toBeInTheDocument();
  });

  it("says 'No client logos available' when the bucket holds none", async () => {
    backend.current!.bucket.list.mockResolvedValue({ data: listing('readme.md'), error: null });
    renderWithProviders(<ClientLogosSection />);
    expect(await screen.findByText('No client logos available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Client logos' })).not.toBeInTheDocument();
  });

  it('falls back to Partner 1 to Partner 8 when the listing fails, naming each one whose image is missing', async () => {
    backend.current!.bucket.list.mockResolvedValue({ data: null, error: { name: 'StorageApiError', statusCode: '500', message: 'boom' } });
    renderWithProviders(<ClientLogosSection />);
    const carousel = await screen.findByRole('region', { name: 'Client logos' });
    const images = within(carousel).getAllByRole('img');
    expect(images).toHaveLength(8);
    expect(images[0]).toHaveAttribute('src', 'http://127.0.0.1:54321/storage/v1/object/public/client-logos/1.png');
    expect(images[7]).toHaveAttribute('src', 'http://127.0.0.1:54321/storage/v1/object/public/client-logos/8.png');

    fireEvent.error(images[0]!);
    expect(within(carousel).getByText('Partner 1')).toBeInTheDocument();
    expect(within(carousel).getAllByRole('img')).toHaveLength(7);
  });

  it('hides a bucket logo whose image fails, without showing its file name', async () => {
    backend.current!.bucket.list.mockResolvedValue({ data: listing(...seededNames), error: null });
    renderWithProviders(<ClientLogosSection />);
    const carousel = await screen.findByRole('region', { name: 'Client logos' });
    fireEvent.error(within(carousel).getByAltText('Client logo 2'));
    expect(within(carousel).queryByAltText('Client logo 2')).not.toBeInTheDocument();
    expect(within(carousel).queryByText('brightmoor-pay.svg')).not.toBeInTheDocument();
  });

  it('lets visitors page through the slides and stop the autoplay for good', async () => {
    backend.current!.bucket.list.mockResolvedValue({ data: listing(...seededNames), error: null });
    renderWithProviders(<ClientLogosSection />);
    await screen.findByRole('region', { name: 'Client logos' });
    expect(screen.getByRole('button', { name: 'Previous logos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next logos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause logo carousel' }));
    expect(screen.getByRole('button', { name: 'Play logo carousel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play logo carousel' }));
    expect(screen.getByRole('button', { name: 'Pause logo carousel' })).toBeInTheDocument();
  });
});
