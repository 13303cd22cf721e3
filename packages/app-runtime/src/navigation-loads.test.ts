// @vitest-environment node

import { describe, expect, it, vi } from 'vitest';

describe('navigation loads', () => {
  it('are one count for every copy of the package on the page (the shell and each remote bundle their own)', async () => {
    const shellCopy = await import('./navigation-loads');
    vi.resetModules();
    const remoteCopy = await import('./navigation-loads');
    expect(remoteCopy).not.toBe(shellCopy);

    let settle!: () => void;
    shellCopy.trackNavigationLoad(new Promise<void>((resolve) => (settle = resolve)));
    const partMayStart = vi.fn();
    void remoteCopy.whenNoNavigationLoad().then(partMayStart);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(remoteCopy.isNavigationLoading()).toBe(true);
    expect(partMayStart).not.toHaveBeenCalled();
    settle();
    await vi.waitFor(() => expect(partMayStart).toHaveBeenCalled());
  });
});
