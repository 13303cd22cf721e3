import { type LogoFileExtension, maxLogoBytes } from '../client-logos/logo-constants';
import { fileExtension, hasLogoExtension } from '../client-logos/logo-rules';
import { contentRefusal } from './content-sniff';
import { uploadRefusals } from './logo-messages';
import { toStorageKey } from './storage-key';

const contentTypes: Record<LogoFileExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The parts of a File the checks read, so tests need no real files. */
export interface CandidateFile {
  name: string;
  size: number;
}

/** A candidate whose bytes can be read, as a File's can. */
export interface ReadableCandidateFile extends CandidateFile {
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type UploadCheck = { ok: true; storageKey: string; contentType: string } | { ok: false; reason: string };

/** Every check made before a logo is sent: type (by extension), size, then a safe storage key. */
export function checkLogoFile(file: CandidateFile): UploadCheck {
  if (!hasLogoExtension(file.name)) return { ok: false, reason: uploadRefusals.fileType(fileExtension(file.name)) };
  if (file.size === 0) return { ok: false, reason: uploadRefusals.emptyFile };
  if (file.size > maxLogoBytes) return { ok: false, reason: uploadRefusals.tooLarge(file.size) };
  const key = toStorageKey(file.name);
  if (!key.ok) return key;
  return { ok: true, storageKey: key.key, contentType: contentTypes[fileExtension(key.key) as LogoFileExtension] };
}

/** Every check, the file's content last: it must really be the image its extension says. */
export async function checkLogoFileWithContent(file: ReadableCandidateFile): Promise<UploadCheck> {
  const check = checkLogoFile(file);
  if (!check.ok) return check;
  const refusal = contentRefusal(new Uint8Array(await file.arrayBuffer()), fileExtension(check.storageKey) as LogoFileExtension);
  return refusal ? { ok: false, reason: refusal } : check;
}
