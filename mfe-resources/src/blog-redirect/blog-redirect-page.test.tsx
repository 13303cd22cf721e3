import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { BlogRedirectPage } from './blog-redirect-page';

it("says 'Redirecting to our blog...' and carries a plain link to the blog, also in server-rendered HTML", () => {
  const html = renderToString(<BlogRedirectPage />);
  expect(html).toContain('Redirecting to our blog...');
  expect(html).toContain('href="https://medium.com/staycompliant"');

  render(<BlogRedirectPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Redirecting to our blog...' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'open our blog' })).toHaveAttribute('href', 'https://medium.com/staycompliant');
});
