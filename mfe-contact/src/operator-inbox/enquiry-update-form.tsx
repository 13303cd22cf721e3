import { failureReason, isSessionRejected } from '@staycompliant/operator-console';
import { Button } from '@staycompliant/ui';
import { FormField, Textarea } from '@staycompliant/ui/forms';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@staycompliant/ui/select';
import { toast } from '@staycompliant/ui/toast';
import { type FormEvent, useState } from 'react';
import { type Enquiry, type EnquiryStatus, enquiryStatuses, isEnquiryStatus, maxNotesLength, statusLabels } from './enquiry-model';
import { draftKeys, useSessionDraft } from './session-draft';
import { useUpdateEnquiry } from './use-inbox';

const codePoints = (text: string) => [...text].length;

/** The operator's part of an enquiry: its status and notes, saved together. */
export function EnquiryUpdateForm({ enquiry }: { enquiry: Enquiry }) {
  const update = useUpdateEnquiry(enquiry.id);
  const statusDraft = useSessionDraft(draftKeys.status(enquiry.id), enquiry.status);
  const status: EnquiryStatus = isEnquiryStatus(statusDraft.value) ? statusDraft.value : enquiry.status;
  const notesDraft = useSessionDraft(draftKeys.notes(enquiry.id), enquiry.notes);
  const notes = notesDraft.value;
  const [notesError, setNotesError] = useState<string>();

  const changes = {
    ...(status !== enquiry.status ? { status } : {}),
    ...(notes !== enquiry.notes ? { notes: notes } : {}),
  };
  const hasChanges = Object.keys(changes).length > 0;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (codePoints(notes) > maxNotesLength) {
      setNotesError(`Notes can be at most ${maxNotesLength} characters; these are ${codePoints(notes)}.`);
      return;
    }
    setNotesError(undefined);
    if (!hasChanges) return;
    update.mutate(changes, {
      onSuccess: () => {
        statusDraft.clear();
        notesDraft.clear();
        toast.success('Enquiry saved.');
      },
    });
  };

  const saveError =
    update.isError && !isSessionRejected(update.error) ? `We could not save your changes: ${failureReason(update.error)}` : undefined;

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="enquiry-update-title"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-card"
    >
      <h3 id="enquiry-update-title" className="text-lg font-bold text-navy-900">
        Status and notes
      </h3>
      <FormField label="Status">
        {(control) => (
          <Select value={status} onValueChange={(value) => isEnquiryStatus(value) && statusDraft.set(value)} disabled={update.isPending}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {enquiryStatuses.map((option) => (
                <SelectItem key={option} value={option}>
                  {statusLabels[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Notes" hint="Only operators see these. Unsaved notes are kept on this device until you save." error={notesError}>
        <Textarea rows={5} value={notes} onChange={(event) => notesDraft.set(event.target.value)} disabled={update.isPending} />
      </FormField>
      {saveError && (
        <p
          role="alert"
          className="rounded-control border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
        >
          {saveError}
        </p>
      )}
      <Button type="submit" loading={update.isPending} disabled={!hasChanges && !update.isPending} className="self-start">
        {update.isPending ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
