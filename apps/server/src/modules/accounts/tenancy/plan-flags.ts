import type { PlanFlags } from '@riskscreen/shared';

/** What a plan grants when the organisation's plan does not say otherwise (a self-hosted install has it all). */
export const DEFAULT_PLAN_FLAGS: PlanFlags = {
  can_access_customers: true,
  can_generate_report: true,
  can_investigate: true,
  can_access_api: true,
  is_custom_tags_enabled: true,
  can_enable_continuous_monitoring: true,
  is_multi_hop_enabled: true,
  is_billing_ui_enabled: true,
  is_kybb_enabled: false,
  kybb_can_view_entity_addresses: false,
  is_proof_of_reserve_enabled: false,
  can_edit_rules: true,
  can_enable_behaviour_rules: true,
};

export function planFlagsOf(stored: Partial<PlanFlags> | null | undefined): PlanFlags {
  return { ...DEFAULT_PLAN_FLAGS, ...(stored ?? {}) };
}
