/** Text matched literally by SQL LIKE/ILIKE: its wildcards (% and _) and the escape character are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE/ILIKE pattern matching values that contain `text` anywhere. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
