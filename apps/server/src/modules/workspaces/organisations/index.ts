export { createOrganisation } from './create-organisation.ts';
export { type Founding, FoundingRefused, foundOrganisation } from './found-organisation.ts';
export { seedWorkspaceDefaults } from './seed-workspace-defaults.ts';
export { workspaceRoutes } from './workspaces.routes.ts';
