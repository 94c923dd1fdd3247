/** Texts of the rule pages (spec part 3 §8 'Policies and rules'; the confirm text follows §4.3). */
export const RULE_BUILDER_MESSAGES = {
  created: 'Rule created successfully',
  updated: 'Rule updated successfully',
  saveFailed: 'Something went wrong',
  confirmTitle: 'Save Rule',
  confirmEdit: "Saving these changes makes this rule's active alerts inactive.",
  confirmDisable:
    'Turning this rule off makes its active alerts inactive. It no longer runs on new screenings.',
} as const;
