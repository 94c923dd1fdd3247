import type { z } from 'zod';

/** JSON the browser kept, read through its schema: missing, unreadable or invalid gives the fallback. */
export function parseStored<T, Fallback>(
  raw: string | null,
  schema: z.ZodType<T>,
  fallback: Fallback,
): T | Fallback {
  if (!raw) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

type WorkspaceFilterStore<T> = {
  /** The saved filters of the workspace; missing or damaged storage gives none (a bad field, its default). */
  load: (workspace: string | null) => T;
  /** Saves the filters; no filters leave nothing behind. */
  save: (workspace: string | null, filters: T) => void;
};

/** A list's filters kept per workspace in the browser's local storage, under `prefix` and the workspace's slug. */
export function workspaceFilterStore<T>(options: {
  prefix: string;
  schema: z.ZodType<T>;
  none: T;
  hasFilters: (filters: T) => boolean;
}): WorkspaceFilterStore<T> {
  const key = (workspace: string | null) => `${options.prefix}${workspace ?? ''}`;
  return {
    load: (workspace) => parseStored(localStorage.getItem(key(workspace)), options.schema, options.none),
    save: (workspace, filters) => {
      if (options.hasFilters(filters)) localStorage.setItem(key(workspace), JSON.stringify(filters));
      else localStorage.removeItem(key(workspace));
    },
  };
}
