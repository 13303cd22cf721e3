import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
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
      <PortalContainerProvider container={{ current: container }}>
        <OpenDialog />
      </PortalContainerProvider>,
    );
    expect(container).toContainElement(screen.getByRole('dialog', { name: 'Contact Us' }));
    container.remove();
  });

  it('mounts an overlay opened later in the element the ref points to once mounted', async () => {
    function Scoped() {
      const element = useRef<HTMLDivElement>(null);
      const [open, setOpen] = useState(false);
      return (
        <div ref={element} data-remote="contact">
          <PortalContainerProvider container={element}>
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
            <Dialog open={open}>
              <DialogContent>
                <DialogTitle>Contact Us</DialogTitle>
                <DialogDescription>We answer within a day.</DialogDescription>
              </DialogContent>
            </Dialog>
          </PortalContainerProvider>
        </div>
      );
    }
    render(<Scoped />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Contact Us' }).closest('[data-remote]')).toHaveAttribute('data-remote', 'contact');
  });

  it('mounts overlays in document.body without a provider', () => {
    render(<OpenDialog />);
    expect(screen.getByRole('dialog').closest('[data-remote]')).toBeNull();
  });
});
