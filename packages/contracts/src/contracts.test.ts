import { describe, expect, it, vi } from 'vitest';
import { loadRemoteModule, onContactDialogRequest, openContactDialog, registerRemoteLoader, serviceById, serviceNames } from './index';

describe('service catalogue', () => {
  it('lists the six services of the spec in order', () => {
    expect(serviceNames).toEqual([
      'Incorporation & Closure',
      'Legal Services',
      'Accounting & Bookkeeping',
      'Controller & CFO Advisory',
      'Tax Filing',
      'Crypto Accounting & Taxes',
    ]);
  });

  it('falls back to accounting for unknown or missing ids', () => {
    expect(serviceById('legal').name).toBe('Legal Services');
    expect(serviceById('nope').id).toBe('accounting');
    expect(serviceById(undefined).id).toBe('accounting');
  });
});

describe('contact dialog contract', () => {
  it('delivers requests to subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = onContactDialogRequest(listener);
    openContactDialog({ service: 'Tax Filing' });
    openContactDialog();
    unsubscribe();
    openContactDialog();
    expect(listener.mock.calls).toEqual([[{ service: 'Tax Filing' }], [{}]]);
  });

  it('carries the services to tick and the details to write in, as the caller gave them', () => {
    const listener = vi.fn();
    const unsubscribe = onContactDialogRequest(listener);
    const details = 'First-year estimate: from $3,976';
    openContactDialog({ services: ['Tax Filing', 'Legal Services'], details });
    unsubscribe();
    expect(listener.mock.calls).toEqual([[{ services: ['Tax Filing', 'Legal Services'], details }]]);
  });
});

describe('remote loader contract', () => {
  it('rejects clearly before a loader is registered, then delegates to it', async () => {
    await expect(loadRemoteModule('pricing', './PricingPage')).rejects.toThrow(/No remote loader/);
    registerRemoteLoader(async (remote, module) => `${remote}:${module}`);
    await expect(loadRemoteModule('pricing', './PricingPage')).resolves.toBe('pricing:./PricingPage');
  });
});
