import { toast } from '@staycompliant/ui/toast';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, deferred, listing, operatorSession } from '../client-logos/test-support/fake-backend';
import { renderWithProviders } from '../client-logos/test-support/render-with-providers';
import { LogoAdminPage } from '../pages/logo-admin-page';

const backend = vi.hoisted(() => ({
  current: null as ReturnType<typeof import('../client-logos/test-support/fake-backend').createFakeSupabase> | null,
}));
/** The test's fake backend, made afresh before each test. */
function fake() {
  if (!backend.current) throw new Error('No fake backend: beforeEach makes one.');
  return backend.current;
}

vi.mock('@staycompliant/backend-client', () => ({
  getPublicStorage: () => Promise.resolve(fake().client.storage),
  getPublicClient: () => Promise.resolve(fake().client),
  getOperatorClient: () => Promise.resolve(fake().client),
}));

function signedInAsOperator(...names: string[]) {
  fake().setSession(operatorSession());
  fake().bucket.list.mockResolvedValue({ data: listing(...names), error: null });
}

// The machine is shared and slow at times: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(pngSignature.slice(0, size));
  return new File([bytes], name, { type: 'image/png' });
};

beforeEach(() => {
  backend.current = createFakeSupabase();
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/logos signed out', { timeout: 20_000 }, () => {
  it('has one h1 and asks for e-mail and password, marking empty fields', async () => {
    renderWithProviders(<LogoAdminPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Client logos' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
    expect(fake().auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('explains wrong credentials and keeps what was typed', async () => {
    fake().auth.signInWithPassword.mockResolvedValue({
      data: null,
      error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    renderWithProviders(<LogoAdminPage />);
    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@staycompliant.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is not correct. Check them and try again.');
    expect(fake().auth.signInWithPassword).toHaveBeenCalledWith({ email: 'admin@staycompliant.test', password: 'wrong' });
    expect(screen.getByLabelText(/Email/)).toHaveValue('admin@staycompliant.test');
  });

  it('signs in and shows the logos', async () => {
    fake().bucket.list.mockResolvedValue({ data: listing('acme.svg'), error: null });
    renderWithProviders(<LogoAdminPage />);
    await userEvent.type(await screen.findByLabelText(/Email/), ' admin@staycompliant.test ');
    await userEvent.type(screen.getByLabelText(/Password/), 'local-admin-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('acme.svg')).toBeInTheDocument();
    expect(screen.getByText('admin@staycompliant.test')).toBeInTheDocument();
    expect(fake().auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'admin@staycompliant.test',
      password: 'local-admin-password',
    });
  });
});

describe('/admin/logos signed in', { timeout: 20_000 }, () => {
  it('tells a signed-in non-operator so, and offers sign-out', async () => {
    fake().setSession(operatorSession('member'));
    renderWithProviders(<LogoAdminPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not an operator account');
    expect(screen.queryByLabelText(/Logo file/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('lists each logo with its name and a delete button', async () => {
    signedInAsOperator('acme.svg', 'beta.png');
    renderWithProviders(<LogoAdminPage />);
    const list = await screen.findByRole('list', { name: /Logos on the home page/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Delete acme.svg' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Logos on the home page (2)' })).toBeInTheDocument();
  });

  it('uploads a checked file with cache control 3600 and upsert, then reloads the list', async () => {
    signedInAsOperator('acme.svg');
    renderWithProviders(<LogoAdminPage />);
    await screen.findByText('acme.svg');
    fake().bucket.list.mockResolvedValue({ data: listing('acme.svg', 'New-Client-Logo.png'), error: null });
    await userEvent.upload(screen.getByLabelText(/Logo file/), pngFile('New Client Logo.png'));
    expect(screen.getByText('New-Client-Logo.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));

    expect(await screen.findByText('Logo uploaded successfully!')).toBeInTheDocument();
    const [key, body, options] = fake().bucket.upload.mock.calls[0] as unknown as [string, Blob, object];
    expect(key).toBe('New-Client-Logo.png');
    expect(body.type).toBe('image/png');
    expect(body.size).toBe(64);
    expect(options).toEqual({ cacheControl: '3600', upsert: true, contentType: 'image/png' });
    expect(
      await within(screen.getByRole('list', { name: /Logos on the home page/ })).findByText('New-Client-Logo.png'),
    ).toBeInTheDocument();
  });

  it('refuses a wrong type, a file over 2 MB and a page renamed to .png before sending', async () => {
    signedInAsOperator('acme.svg');
    renderWithProviders(<LogoAdminPage />);
    await screen.findByText('acme.svg');
    const input = screen.getByLabelText(/Logo file/);

    await userEvent.upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }), { applyAccept: false });
    const typeMessage = 'Upload failed: only PNG, JPG, JPEG, SVG, WebP and GIF images are allowed (this file is .pdf).';
    expect(input).toHaveAccessibleDescription(expect.stringContaining(typeMessage));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findAllByText(typeMessage)).toHaveLength(2);

    await userEvent.upload(input, pngFile('huge.png', 2 * 1024 * 1024 + 1));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Upload failed: the file is 2.01 MB; logos must be 2 MB or smaller.'),
    );

    await userEvent.upload(input, new File(['<html><script>alert(1)</script></html>'], 'renamed.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining("Upload failed: the file's content is not a PNG image, although its name ends in .png."),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(fake().bucket.upload).not.toHaveBeenCalled();
    // The file's own problem stays the message, not a request to choose one.
    expect(screen.queryByText('Choose a logo file to upload.')).not.toBeInTheDocument();
  });

  it('refuses a name with a path or over 200 characters before sending, marking the field', async () => {
    signedInAsOperator('acme.svg');
    renderWithProviders(<LogoAdminPage />);
    await screen.findByText('acme.svg');
    const input = screen.getByLabelText(/Logo file/);
    for (const name of ['../x.png', '/etc/x.png', 'C:\\x.png']) {
      await userEvent.upload(input, pngFile(name));
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(
          expect.stringContaining('Upload failed: the file name must be a plain name, without folders or control characters.'),
        ),
      );
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.upload(input, pngFile(`${'n'.repeat(296)}.png`));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('Upload failed: the file name is longer than 200 characters. Rename the file and try again.'),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(fake().bucket.upload).not.toHaveBeenCalled();
  });

  it("reports the server's refusal as 'Upload failed: …'", async () => {
    signedInAsOperator('acme.svg');
    fake().bucket.upload.mockResolvedValue({
      data: null,
      error: { name: 'StorageApiError', statusCode: '403', message: 'new row violates row-level security policy' },
    });
    renderWithProviders(<LogoAdminPage />);
    await screen.findByText('acme.svg');
    await userEvent.upload(screen.getByLabelText(/Logo file/), pngFile('new.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(
      await screen.findByText('Upload failed: you are not allowed to change logos. Sign in again with an operator account.'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, then removes the logo from the list at once', async () => {
    signedInAsOperator('acme.svg', 'beta.png');
    const removal = deferred<{ data: { name: string }[]; error: null }>();
    fake().bucket.remove.mockReturnValue(removal.promise);
    renderWithProviders(<LogoAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete acme.svg' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this logo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake().bucket.remove).not.toHaveBeenCalled();
    expect(screen.getByText('acme.svg')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete acme.svg' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Delete acme.svg' }));
    fake().bucket.list.mockResolvedValue({ data: listing('beta.png'), error: null });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete logo' }));
    await waitFor(() => expect(screen.queryByText('acme.svg')).not.toBeInTheDocument());
    expect(fake().bucket.remove).toHaveBeenCalledWith(['acme.svg']);
    await waitFor(() => expect(screen.getByRole('heading', { name: /Logos on the home page/ })).toHaveFocus());

    removal.resolve({ data: [{ name: 'acme.svg' }], error: null });
    expect(await screen.findByText('Logo deleted successfully!')).toBeInTheDocument();
  });

  it("puts the logo back and says 'Deletion failed: …' when the backend refuses", async () => {
    signedInAsOperator('acme.svg');
    fake().bucket.remove.mockResolvedValue({ data: [], error: null });
    renderWithProviders(<LogoAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete acme.svg' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete logo' }));
    expect(await screen.findByText('Deletion failed: the logo was not found, or you are not allowed to delete it.')).toBeInTheDocument();
    expect(screen.getByText('acme.svg')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signedInAsOperator();
    fake().bucket.list.mockResolvedValue({ data: null, error: { name: 'StorageUnknownError', message: 'Failed to fetch' } });
    renderWithProviders(<LogoAdminPage />);
    expect(
      await screen.findByText('We could not load the logos: the server could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
    fake().bucket.list.mockResolvedValue({ data: listing('acme.svg'), error: null });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('acme.svg')).toBeInTheDocument();
  });

  // Storage answers an expired token with HTTP 400 and the logical status in statusCode.
  const expiredToken = { name: 'StorageApiError', statusCode: '403', status: 400, message: 'jwt expired' };
  const sessionExpired = 'Your session has expired. Sign in again to carry on: what you typed is kept.';

  it('ends a session the server refuses mid-upload, as the inbox does, and carries on after signing in', async () => {
    signedInAsOperator('acme.svg');
    fake().bucket.upload.mockResolvedValueOnce({ data: null, error: expiredToken });
    // Toasts outlive a test's render (sonner keeps them in one store): watch what this one asks for.
    const toastError = vi.spyOn(toast, 'error');
    renderWithProviders(<LogoAdminPage />);
    await screen.findByText('acme.svg');
    await userEvent.upload(screen.getByLabelText(/Logo file/), pngFile('new.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));

    expect(await screen.findByText(sessionExpired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Logo file/)).not.toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
    await waitFor(() => expect(fake().auth.signOut).toHaveBeenCalledWith({ scope: 'local' }));

    await userEvent.type(screen.getByLabelText(/Email/), 'admin@staycompliant.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'local-admin-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText(/Logo file/)).toBeInTheDocument();
    expect(screen.queryByText(sessionExpired)).not.toBeInTheDocument();
  });

  it('ends the session when the list is refused for an expired token, without retrying', async () => {
    signedInAsOperator();
    fake().bucket.list.mockResolvedValue({ data: null, error: expiredToken });
    renderWithProviders(<LogoAdminPage />);
    expect(await screen.findByText(sessionExpired)).toBeInTheDocument();
    expect(fake().bucket.list).toHaveBeenCalledTimes(1);
  });

  it('signs out back to the sign-in form', async () => {
    signedInAsOperator('acme.svg');
    renderWithProviders(<LogoAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fake().auth.signOut).toHaveBeenCalled();
  });
});
