import { registerRemoteLoader } from '@staycompliant/contracts';
import { MemoryRouter } from '@staycompliant/router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoteModuleNearViewport } from './remote-module-near-viewport';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

describe('RemoteModuleNearViewport', () => {
  it('shows its placeholder, then the module in its remote scope, marked as loading near the viewport', async () => {
    registerRemoteLoader(async () => ({ default: Greeting }));
    const { container } = render(
      <MemoryRouter>
        <RemoteModuleNearViewport remote="contact" module="./Greeting" props={{ name: 'founder' }} placeholder={<p>Placeholder</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hello founder' })).toBeInTheDocument();
    const scope = container.querySelector('[data-remote="contact"]');
    expect(scope).toHaveAttribute('data-module', './Greeting');
    expect(scope).toHaveAttribute('data-hydrates', 'near-viewport');
  });
});
