/** The file name of a content-disposition header ('attachment; filename="x.csv"'), else the fallback. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Hand a fetched file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; free it once it has.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
