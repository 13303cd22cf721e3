import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * State that lives in the query string (so the server renders what a shared link names), written
 * back with `replace` (Back leaves the page rather than stepping through each change).
 *
 * The router applies a new URL in a transition, after the event, and a transition can wait (a part
 * of the page still loading its code): state read from the URL alone would flick back meanwhile, and
 * a second change made before the first is applied would be computed from the old URL and undo it.
 * So the state is also held here, set at once, and read from the URL again only when the URL changes
 * from elsewhere (Back, a link).
 */
export function useQueryState<T>(read: (search: URLSearchParams) => T, write: (state: T) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const [state, setState] = useState(() => read(searchParams));
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  const written = useRef(new Set<string>());
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    if (!written.current.has(urlKey)) setState(read(searchParams));
  }
  const update = useCallback(
    (next: T) => {
      const search = write(next);
      written.current.add(search.toString());
      setState(next);
      setSearchParams(search, { replace: true });
    },
    [write, setSearchParams],
  );
  return [state, update, searchParams, setSearchParams] as const;
}
