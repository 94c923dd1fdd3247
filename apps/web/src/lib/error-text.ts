/**
 * The specification's error text extraction: the first value of the body; a string as is; a list its first item
 * (nested: its first value); otherwise empty, or 'Something went wrong' when a fallback is requested.
 */
export function errorText(body: unknown, fallback = false): string {
  const text = firstText(body);
  return text || (fallback ? 'Something went wrong' : '');
}

function firstText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? firstText(value[0]) : '';
  if (value && typeof value === 'object') {
    const first = Object.values(value)[0];
    return first === undefined ? '' : firstText(first);
  }
  return '';
}
