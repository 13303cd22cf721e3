/**
 * Hands a file made in the page to the browser's download: a Blob URL on a link made for the moment.
 * Browser only: call it from an event handler.
 */
export function saveFile(fileName: string, parts: BlobPart[], type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
