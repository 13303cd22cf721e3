import { useCallback, useEffect, useState } from 'react';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A value the operator is changing, kept in session storage as they type: a session that expires
 * mid-work, or a reload, loses nothing. Read after mount (the server renders the saved value).
 */
export function useSessionDraft(key: string, saved: string) {
  const [draft, setDraftState] = useState<string | null>(null);
  useEffect(() => setDraftState(read(key)), [key]);

  const set = useCallback(
    (value: string) => {
      setDraftState(value);
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // Storage full or refused: the draft lives in the page only.
      }
    },
    [key],
  );

  const clear = useCallback(() => {
    setDraftState(null);
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }, [key]);

  return { value: draft ?? saved, set, clear };
}

export const draftKeys = {
  notes: (enquiryId: string) => `staycompliant-enquiry-draft:${enquiryId}:notes`,
  status: (enquiryId: string) => `staycompliant-enquiry-draft:${enquiryId}:status`,
};
