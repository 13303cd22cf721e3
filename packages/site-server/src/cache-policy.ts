/** A year: hashed assets never change under the same name. */
const immutable = 'public, max-age=31536000, immutable';
/** Always revalidate: HTML, the manifest and remote entries are how a new release is found. */
export const revalidate = 'no-cache';

const hashedAsset = /[-.][A-Za-z0-9_-]{8}\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg|gif)$/;

export function cacheControlFor(pathname: string): string {
  if (pathname.endsWith('remoteEntry.js')) return revalidate;
  if (hashedAsset.test(pathname)) return immutable;
  if (pathname.endsWith('.html') || pathname.endsWith('.json')) return revalidate;
  return 'public, max-age=3600';
}
