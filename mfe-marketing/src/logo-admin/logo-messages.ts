import { failureReason } from '@staycompliant/operator-console';
import { maxLogoBytes } from '../client-logos/logo-constants';

/** Every text the logo admin shows for an outcome or an error, and the mapping of backend errors. */
export const logoMessages = {
  uploaded: 'Logo uploaded successfully!',
  deleted: 'Logo deleted successfully!',
  uploadFailed: (reason: string) => `Upload failed: ${reason}`,
  deletionFailed: (reason: string) => `Deletion failed: ${reason}`,
  listFailed: (reason: string) => `We could not load the logos: ${reason}`,
  noFileChosen: 'Choose a logo file to upload.',
  unreadableFile: 'the file could not be read. Choose it again.',
};

const megabyte = 1024 * 1024;
const maxLogoSize = `${maxLogoBytes / megabyte} MB`;

/** Rounded up, so a file just over the limit never reads as exactly the limit. */
function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / megabyte) * 100) / 100).toFixed(2)} MB`;
}

/** Reasons an upload is refused before sending; shown after 'Upload failed: '. */
export const uploadRefusals = {
  fileType: (extension: string) =>
    `only PNG, JPG, JPEG, SVG, WebP and GIF images are allowed${extension ? ` (this file is .${extension})` : ''}.`,
  emptyFile: 'the file is empty.',
  tooLarge: (bytes: number) => `the file is ${formatMegabytes(bytes)}; logos must be ${maxLogoSize} or smaller.`,
};

const notAllowed = 'you are not allowed to change logos. Sign in again with an operator account.';

/** The reason to show for a failed storage call, in the logo admin's words for the statuses it knows. */
export function storageFailureReason(error: unknown, action: 'upload' | 'delete' | 'list'): string {
  return failureReason(error, {
    401: notAllowed,
    403: notAllowed,
    404: action === 'delete' ? 'the logo was not found. It may have been deleted already.' : 'the logo storage was not found.',
    413: `the file is larger than the server accepts (${maxLogoSize}).`,
    415: uploadRefusals.fileType(''),
  });
}

/** Storage answers a delete it may not do with an empty list, not an error. */
export const nothingDeletedReason = 'the logo was not found, or you are not allowed to delete it.';
