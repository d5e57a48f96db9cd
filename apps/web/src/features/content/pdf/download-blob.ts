/** Saves a Blob under `fileName` through a temporary object URL (which keeps working for a session-only file). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the URL asynchronously; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
