/** Saves a Blob fetched with the operator's token as a download named `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later: the browser may still be reading the URL when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
