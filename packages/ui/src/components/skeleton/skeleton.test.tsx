import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Skeleton } from './skeleton';

it('is hidden from assistive technology', () => {
  const { container } = render(<Skeleton className="h-8" />);
  expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
});
