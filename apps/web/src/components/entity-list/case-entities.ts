import type { CaseMatchingEntities } from '@riskscreen/shared';
import type { ComponentType } from 'react';

/**
 * What goes into the case: entity ids, and/or an entity list's "all matching" selection (the list's filters, which
 * the server resolves in the workspace).
 */
export type CaseEntities = {
  addresses?: number[];
  transactions?: number[];
  customers?: number[];
  matching?: CaseMatchingEntities;
};

/** The Add to Case dialog, as the cases feature gives it to a list (the list frame fetches nothing itself). */
export type AddToCaseDialog = ComponentType<{
  entities: CaseEntities;
  title: string;
  onClose: () => void;
  onDone?: () => void;
}>;
