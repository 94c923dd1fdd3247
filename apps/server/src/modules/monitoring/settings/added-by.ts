/** Who put an entry on a list, as the list shows them: their name, else their email; null once the user is gone. */
export function addedByName(user: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}): string | null {
  return user.email === null ? null : `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
}
