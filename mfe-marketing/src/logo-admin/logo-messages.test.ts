// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { logoMessages, storageFailureReason } from './logo-messages';

describe('logo messages', () => {
  it('keeps the exact texts of the spec', () => {
    expect(logoMessages.uploaded).toBe('Logo uploaded successfully!');
    expect(logoMessages.deleted).toBe('Logo deleted successfully!');
    expect(logoMessages.uploadFailed('the file is empty.')).toBe('Upload failed: the file is empty.');
    expect(logoMessages.deletionFailed('x.')).toBe('Deletion failed: x.');
  });

  it('maps storage errors (statusCode as storage-js gives it) to reasons an operator can act on', () => {
    const apiError = (statusCode: string, message: string) => ({ name: 'StorageApiError', statusCode, status: 400, message });
    expect(storageFailureReason(apiError('403', 'new row violates row-level security policy'), 'upload')).toBe(
      'you are not allowed to change logos. Sign in again with an operator account.',
    );
    expect(storageFailureReason(apiError('413', 'The object exceeded the maximum allowed size'), 'upload')).toBe(
      'the file is larger than the server accepts (2 MB).',
    );
    expect(storageFailureReason(apiError('415', 'mime type text/plain is not supported'), 'upload')).toBe(
      'only PNG, JPG, JPEG, SVG, WebP and GIF images are allowed.',
    );
    expect(storageFailureReason(apiError('404', 'Object not found'), 'delete')).toBe(
      'the logo was not found. It may have been deleted already.',
    );
    expect(storageFailureReason({ name: 'StorageUnknownError', message: 'Failed to fetch' }, 'list')).toBe(
      'the server could not be reached. Check your connection and try again.',
    );
    expect(storageFailureReason(apiError('400', 'Invalid key: x'), 'upload')).toBe('Invalid key: x.');
    expect(storageFailureReason('weird', 'upload')).toBe('something went wrong. Please try again.');
  });
});
