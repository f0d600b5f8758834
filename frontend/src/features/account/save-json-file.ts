/**
 * Hands a JSON document to the browser as a file download. The document is already in memory (it came through
 * the authenticated API client), so a Blob URL saves it without a second, cookie-only request.
 */
export function saveJsonFile(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: free the memory a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
