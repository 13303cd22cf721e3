import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/dialog/dialog';
import { PortalContainerProvider } from './portal-container';

function OpenDialog() {
  return (
    <Dialog open>
      <DialogContent>
        <DialogTitle>Contact Us</DialogTitle>
        <DialogDescription>We answer within a day.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe('PortalContainerProvider', () => {
  it('mounts overlays in the given container', () => {
    const container = document.createElement('div');
    container.dataset.remote = 'contact';
    document.body.append(container);
    render(
      <PortalContainerProvider container={container}>
        <OpenDialog />
      </PortalContainerProvider>,
    );
    expect(container).toContainElement(screen.getByRole('dialog', { name: 'Contact Us' }));
    container.remove();
  });

  it('mounts overlays in document.body without a provider', () => {
    render(<OpenDialog />);
    expect(screen.getByRole('dialog').closest('[data-remote]')).toBeNull();
  });
});
