import { type PostedForm, type PostedFormName, postedFormQueryKey } from '@staycompliant/contracts';
import { QueryClientContext } from '@staycompliant/query';
import { useContext, useEffect, useState } from 'react';

/**
 * The form the site server rendered this page again for, when the visitor posted it without
 * JavaScript (docs/architecture/site-server.md, "Forms without JavaScript"): it is in the render's query client on
 * the server, and in the browser's from the page state, so the first render in both is the same.
 * Read once: a later visit to the page in the app starts from an empty form. Outside the shell (a
 * test, a standalone page without a query client) there is none.
 */
export function usePostedForm<Name extends PostedFormName>(form: Name): Extract<PostedForm, { form: Name }> | undefined {
  const queryClient = useContext(QueryClientContext);
  const [posted] = useState(() => {
    const held = queryClient?.getQueryData<PostedForm>(postedFormQueryKey);
    return held?.form === form ? (held as Extract<PostedForm, { form: Name }>) : undefined;
  });
  useEffect(() => {
    if (posted) queryClient?.removeQueries({ queryKey: postedFormQueryKey, exact: true });
  }, [posted, queryClient]);
  return posted;
}
