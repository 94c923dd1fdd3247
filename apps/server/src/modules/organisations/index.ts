export { createOrganisation } from './create-organisation.ts';
export { seedWorkspaceDefaults } from './seed-workspace-defaults.ts';
