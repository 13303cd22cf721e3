import { failureReason, useEndSessionIfRejected } from '@staycompliant/operator-console';
import { Button, icons } from '@staycompliant/ui';
import { toast } from '@staycompliant/ui/toast';
import { useState } from 'react';
import { csvFileName, downloadCsv, type ExportKind } from './csv-export';

/** Downloads the current filter as CSV; the rows are read when pressed, all of them. */
export function ExportButton({ kind, makeCsv }: { kind: ExportKind; makeCsv: () => Promise<string> }) {
  const [busy, setBusy] = useState(false);
  const endSessionIfRejected = useEndSessionIfRejected();
  const exportNow = async () => {
    setBusy(true);
    try {
      downloadCsv(csvFileName(kind, new Date()), await makeCsv());
    } catch (error) {
      if (!endSessionIfRejected(error)) toast.error(`We could not export the ${kind}: ${failureReason(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void exportNow()}>
      {!busy && <icons.FileText aria-hidden="true" />}
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
