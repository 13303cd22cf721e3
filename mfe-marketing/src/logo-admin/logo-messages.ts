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

const unreachable = 'the server could not be reached. Check your connection and try again.';
const notAllowed = 'you are not allowed to change logos. Sign in again with an operator account.';

interface ErrorShape {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  statusCode?: unknown;
  code?: unknown;
}

function shapeOf(error: unknown): ErrorShape {
  return typeof error === 'object' && error !== null ? (error as ErrorShape) : {};
}

function isNetworkFailure(error: ErrorShape): boolean {
  return (
    error.name === 'StorageUnknownError' ||
    error.name === 'AuthRetryableFetchError' ||
    error.name === 'TypeError' ||
    (typeof error.message === 'string' && /failed to fetch|networkerror|load failed/i.test(error.message))
  );
}

/** The reason to show for a failed storage call (storage-js errors carry `statusCode` as a string). */
export function storageFailureReason(error: unknown, action: 'upload' | 'delete' | 'list'): string {
  const shape = shapeOf(error);
  if (isNetworkFailure(shape)) return unreachable;
  const status = String(shape.statusCode ?? shape.status ?? '');
  if (status === '401' || status === '403') return notAllowed;
  if (status === '413') return `the file is larger than the server accepts (${maxLogoSize}).`;
  if (status === '415') return uploadRefusals.fileType('');
  if (status === '404')
    return action === 'delete' ? 'the logo was not found. It may have been deleted already.' : 'the logo storage was not found.';
  if (typeof shape.message === 'string' && shape.message) return `${shape.message}.`.replace(/\.\.$/, '.');
  return 'something went wrong. Please try again.';
}

/** Storage answers a delete it may not do with an empty list, not an error. */
export const nothingDeletedReason = 'the logo was not found, or you are not allowed to delete it.';
