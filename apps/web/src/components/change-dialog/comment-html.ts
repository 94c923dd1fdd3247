/** The HTML of a plain-text comment: its text escaped, one paragraph per line (the server sanitises it again). */
export function plainTextToHtml(text: string): string {
  const escapeHtml = (line: string) =>
    line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
