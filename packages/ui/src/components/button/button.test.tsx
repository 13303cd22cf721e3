import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Talk to an expert</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Talk to an expert' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and disabled while loading, with a spinner', () => {
    render(<Button loading>Submitting...</Button>);
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-slot="button-spinner"]')).not.toBeNull();
  });

  it('renders the child element with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link.className).toContain('border');
  });
});
