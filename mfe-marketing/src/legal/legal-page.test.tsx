import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cookiePolicy } from '../content/legal/cookie-policy';
import { privacyPolicy } from '../content/legal/privacy-policy';
import { termsOfService } from '../content/legal/terms-of-service';
import { LegalPage } from './legal-page';

describe('legal pages', () => {
  it.each([privacyPolicy, termsOfService, cookiePolicy])('$title shows its title, date and brand', (document) => {
    render(<LegalPage document={document} />);
    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeInTheDocument();
    expect(screen.getByText(`Last updated ${document.lastUpdated}`)).toBeInTheDocument();
    expect(document.sections.length).toBeGreaterThan(2);
    expect(screen.getAllByText(/StayCompliant/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\{brand\}|\{email\}/)).not.toBeInTheDocument();
  });

  it('the privacy policy names the hashing of visits, the daily key, what is never stored and the retention (docs/product.md, Analytics)', () => {
    render(<LegalPage document={privacyPolicy} />);
    expect(screen.getByRole('heading', { name: 'Visit statistics, without cookies' })).toBeInTheDocument();
    expect(screen.getByText(/HMAC-SHA256/)).toHaveTextContent(/replaced every day at midnight UTC.*deleted within 48 hours/);
    expect(screen.getByText(/We never store your IP address or your user agent/)).toBeInTheDocument();
    expect(screen.getByText(/Global Privacy Control signal, this website sends nothing/)).toBeInTheDocument();
    expect(screen.getByText(/for 13 months/)).toBeInTheDocument();
  });

  it('the terms say visitors have no accounts (docs/product.md, Legal pages)', () => {
    render(<LegalPage document={termsOfService} />);
    expect(screen.getByText(/Visitors do not create accounts here/)).toBeInTheDocument();
    expect(screen.queryByText(/your account/i)).not.toBeInTheDocument();
  });
});
