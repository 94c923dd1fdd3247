import { z } from 'zod';
import { ruleAlertLevelSchema } from '../rules/rule.ts';

/**
 * The alert levels (1 Info … 5 Critical) at which a re-screening closes an active alert whose rule no longer fires
 * (spec part 3 §2.11, §7.4; decision 0028). Every level by default: the closing is recorded, never silent.
 */
export const autoResolveAlertLevels = z.object({ levels: z.array(z.number().int()) });
export type AutoResolveAlertLevels = z.infer<typeof autoResolveAlertLevels>;
export const autoResolveAlertLevelsBody = z.object({ levels: z.array(ruleAlertLevelSchema).max(5) });
export type AutoResolveAlertLevelsBody = z.input<typeof autoResolveAlertLevelsBody>;
export const DEFAULT_AUTO_RESOLVE_ALERT_LEVELS = [5, 4, 3, 2, 1] as const;

/** The Monitoring Config page's auto-resolve save (spec part 3 §8 Monitoring). */
export const AUTO_RESOLVE_SAVED_MESSAGE = 'Auto resolve alerts preferences updated successfully';
