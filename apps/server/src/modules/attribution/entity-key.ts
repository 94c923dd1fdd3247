/** An entity's identity within an import: its category and name (entities are unique by both). */
export function entityKey(name: string, category: string): string {
  return `${category}\u0000${name}`;
}
