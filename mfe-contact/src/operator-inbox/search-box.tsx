import { useSearchParams } from '@staycompliant/router';
import { icons } from '@staycompliant/ui';
import { Input, Label } from '@staycompliant/ui/forms';
import { useEffect, useId, useState } from 'react';
import { withFilter } from './list-query';

/** How long typing must pause before the search runs. */
const searchDebounceMs = 300;

/** The search field: it writes `q` to the URL once typing pauses, replacing the history entry. */
export function SearchBox({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get('q') ?? '';
  const [term, setTerm] = useState(inUrl);
  const id = useId();

  useEffect(() => {
    if (term.trim() === inUrl.trim()) return;
    const timer = setTimeout(
      () => setParams((current) => withFilter(current, { q: term.trim() || undefined }), { replace: true }),
      searchDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [term, inUrl, setParams]);

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <icons.Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input id={id} type="search" value={term} onChange={(event) => setTerm(event.target.value)} className="pl-9" autoComplete="off" />
      </div>
    </div>
  );
}
