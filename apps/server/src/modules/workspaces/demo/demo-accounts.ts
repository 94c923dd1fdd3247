import { Role } from '@riskscreen/shared';

/** The demo organisation's people: one per role, as the README lists them. */
export const DEMO_ORGANISATION = { slug: 'demo', name: 'Demo Compliance Ltd', domain: 'demo.test' };
export const DEMO_WORKSPACES = [
  { slug: 'demo', name: 'Demo' },
  { slug: 'research', name: 'Research' },
] as const;

export type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  isOrganizationAdmin?: boolean;
  profileRole?: number;
  memberships: { workspace: string; role: number; caseRole?: number }[];
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'orgadmin@demo.test',
    firstName: 'Olivia',
    lastName: 'Grant',
    isOrganizationAdmin: true,
    memberships: [
      { workspace: 'demo', role: Role.Admin, caseRole: 1 },
      { workspace: 'research', role: Role.Admin },
    ],
  },
  {
    email: 'admin@demo.test',
    firstName: 'Adam',
    lastName: 'Reyes',
    memberships: [{ workspace: 'demo', role: Role.Admin, caseRole: 1 }],
  },
  {
    email: 'agent@demo.test',
    firstName: 'Ava',
    lastName: 'Chen',
    memberships: [{ workspace: 'demo', role: Role.Agent, caseRole: 2 }],
  },
  {
    email: 'service@demo.test',
    firstName: 'Service',
    lastName: 'Account',
    profileRole: Role.ServiceAccount,
    memberships: [{ workspace: 'demo', role: Role.ServiceAccount }],
  },
  {
    email: 'l1@demo.test',
    firstName: 'Liam',
    lastName: 'Novak',
    memberships: [{ workspace: 'demo', role: Role.L1Agent, caseRole: 2 }],
  },
  {
    email: 'l2@demo.test',
    firstName: 'Lena',
    lastName: 'Ortiz',
    memberships: [{ workspace: 'demo', role: Role.L2Agent }],
  },
  {
    email: 'l3@demo.test',
    firstName: 'Luca',
    lastName: 'Bianchi',
    memberships: [{ workspace: 'demo', role: Role.L3Agent }],
  },
  {
    email: 'l4@demo.test',
    firstName: 'Lara',
    lastName: 'Kim',
    memberships: [{ workspace: 'demo', role: Role.L4Agent }],
  },
  {
    email: 'analyst@research.test',
    firstName: 'Riley',
    lastName: 'Park',
    memberships: [{ workspace: 'research', role: Role.Agent }],
  },
];
