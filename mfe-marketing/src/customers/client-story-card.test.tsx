import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { clientStories } from '../content/client-stories';
import { ClientStoryCard } from './client-story-card';

it('fetches the thumbnail lazily, unless it is the page’s main image', () => {
  const story = clientStories[0]!;
  const { container, rerender } = render(<ClientStoryCard story={story} />);
  const thumbnail = () => container.querySelector('img');
  expect(thumbnail()).toHaveAttribute('loading', 'lazy');
  expect(thumbnail()).not.toHaveAttribute('fetchpriority');
  rerender(<ClientStoryCard story={story} imagePriority />);
  expect(thumbnail()).toHaveAttribute('loading', 'eager');
  expect(thumbnail()).toHaveAttribute('fetchpriority', 'high');
});
