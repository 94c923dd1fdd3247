import { z } from 'zod';

/** A workspace of the organisation workspaces page (spec part 3 §3 Workspace): name, slug, role counts, policies. */
export const organisationWorkspace = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  role_counts: z.array(
    z.object({ role: z.number().int(), role_verbose: z.string(), count: z.number().int() }),
  ),
  policy_count: z.number().int(),
  created_at: z.string(),
});
export type OrganisationWorkspace = z.infer<typeof organisationWorkspace>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const workspaceName = z
  .string({ error: () => 'This field is required.' })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(100);

/** POST workspaces/: a new workspace; its slug is made from the name unless given. */
export const workspaceCreate = z.object({
  name: workspaceName,
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, 'Ensure this field has at least 2 characters.')
    .max(50)
    .regex(SLUG, 'Use lowercase letters, digits and single hyphens.')
    .optional(),
});

/** PUT workspaces/{id}/: rename (the slug stays: it is in every link and API call). */
export const workspaceRename = z.object({ name: workspaceName });

export const WORKSPACE_MESSAGES = {
  slugTaken: 'A workspace with this slug already exists.',
  created: 'Workspace created successfully!',
  renamed: 'Workspace renamed successfully!',
} as const;

/** A workspace as a picker names it (GET /profile/api/v2/workspaces/lite/). */
export const workspaceLite = z.object({ slug: z.string(), name: z.string() });
export type WorkspaceLite = z.infer<typeof workspaceLite>;
