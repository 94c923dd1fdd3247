/** Texts of the policy and rule screens (spec part 3 §8, Policies and rules; §4.3 for the confirmations). */
export const POLICY_MESSAGES = {
  policyUpdated: 'Policy Updated Successfully',
  policyCreated: 'Policy created successfully',
  policyCreateFailed: 'Policy creation failed. Please try again later.',
  ruleUpdated: 'Rule updated successfully',
  ruleRestored: 'Rule edited successfully',
  alertsUnchanged: 'Existing alerts will not be closed or resolved or reopened',
  exportFailed: 'Rules export failed. Please try again later.',
  downloadFailed: 'Download failed. Please try again later.',
  /** Fallback when a failed write carries no message of its own. */
  somethingWrong: 'Something went wrong',
  /** §4.3: disabling a policy needs confirmation; its rules stop and active alerts become inactive. */
  disablePolicy:
    'Rules of a deactivated policy no longer run on transaction or address searches, and their active alerts become inactive.',
  enablePolicy: 'The rules of this policy will run again on transaction and address searches.',
  /** §4.3: toggling a rule asks to confirm that the rule's active alerts become inactive. */
  ruleStatusChange: "The rule's active alerts will become inactive.",
  restoreVersion:
    'The rule takes the name, risk level, status and conditions of this version. Existing alerts will not be closed or resolved or reopened.',
} as const;
