import { Button, icons } from '@staycompliant/ui';
import { FormField, Input } from '@staycompliant/ui/forms';
import { toast } from '@staycompliant/ui/toast';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { LogoItem } from '../client-logos/logo-rules';
import { logoMessages } from './logo-messages';
import { checkLogoFileWithContent } from './upload-checks';
import { useUploadLogo } from './use-admin-logos';

const acceptedFiles = '.png,.jpg,.jpeg,.svg,.webp,.gif,image/png,image/jpeg,image/svg+xml,image/webp,image/gif';

type Chosen = { file: File; storageKey: string; contentType: string };

/** Choose a logo, see it checked at once (type, size, name), then upload it. */
export function LogoUploadForm({ existingLogos }: { existingLogos: readonly LogoItem[] }) {
  const upload = useUploadLogo();
  const inputRef = useRef<HTMLInputElement>(null);
  const latestChoice = useRef(0);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string>();

  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    latestChoice.current += 1;
    const attempt = latestChoice.current;
    setChosen(null);
    setError(undefined);
    if (!file) return;
    const check = await checkLogoFileWithContent(file).catch(() => ({ ok: false as const, reason: logoMessages.unreadableFile }));
    // Another file was chosen while this one was being read.
    if (attempt !== latestChoice.current) return;
    if (!check.ok) {
      // Clear the refused file, so the control never shows a file that will not be sent.
      input.value = '';
      return refuse(logoMessages.uploadFailed(check.reason));
    }
    setChosen({ file, storageKey: check.storageKey, contentType: check.contentType });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      if (!error) setError(logoMessages.noFileChosen);
      return inputRef.current?.focus();
    }
    upload.mutate(chosen, {
      onSuccess: () => {
        setChosen(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const replaces = chosen && existingLogos.some((logo) => logo.name === chosen.storageKey);

  return (
    <form noValidate onSubmit={submit} aria-labelledby="upload-logo-title" className="flex flex-col gap-4">
      <h2 id="upload-logo-title" className="text-xl font-bold text-navy-900">
        Upload a logo
      </h2>
      <FormField label="Logo file" hint="PNG, JPG, JPEG, SVG, WebP or GIF, at most 2 MB." error={error}>
        <Input
          ref={inputRef}
          type="file"
          accept={acceptedFiles}
          onChange={(event) => void choose(event)}
          disabled={upload.isPending}
          className="file:mr-3 file:rounded-control file:border-0 file:bg-navy-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-navy-900"
        />
      </FormField>
      <div aria-live="polite">
        {chosen && (
          <p className="text-sm text-muted-foreground">
            Will be saved as <span className="font-semibold wrap-anywhere text-navy-900">{chosen.storageKey}</span>
            {replaces ? ', replacing the logo with that name.' : '.'}
          </p>
        )}
      </div>
      <Button type="submit" loading={upload.isPending} className="w-full">
        {!upload.isPending && <icons.Upload aria-hidden="true" />}
        {upload.isPending ? 'Uploading...' : 'Upload logo'}
      </Button>
    </form>
  );
}
