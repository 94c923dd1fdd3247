export { DEMO_ACCOUNTS } from './demo-accounts.ts';
export { populateDemoWorkspace } from './populate-demo-workspace.ts';
export { demoPassword, seedDemoOrganisation } from './seed-demo.ts';
