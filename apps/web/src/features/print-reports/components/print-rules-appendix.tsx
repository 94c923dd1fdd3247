import type { AlertDto, PolicyType } from '@riskscreen/shared';
import { PrintSection, PrintTable } from '../../../components/print-report/index.ts';
import { riskLevelText } from '../../../components/ui/risk-level-badge.tsx';
import { useApplyingRules } from '../api.ts';

/**
 * Appendix A: the rules that apply to the object's kind, and any other rule that raised one of its alerts; each
 * says whether it fired on the object. Fired rules first, then by name (as the PDF report lists them).
 */
export function PrintRulesAppendix({
  policyType,
  alerts,
}: {
  policyType: PolicyType;
  alerts: { data?: { rows: AlertDto[] } | undefined; isPending: boolean; isError: boolean };
}) {
  const rules = useApplyingRules(policyType, true);
  const fired = new Set((alerts.data?.rows ?? []).map((a) => a.rule_register.uuid));
  const rows = new Map<string, string[]>();
  for (const alert of alerts.data?.rows ?? []) {
    const r = alert.rule_register;
    if (!rows.has(r.uuid))
      rows.set(r.uuid, [r.rule_name, r.policy_name, riskLevelText(alert.level), 'Yes', '—']);
  }
  for (const r of rules.data?.rows ?? []) {
    rows.set(r.uuid, [
      r.rule_name,
      r.policy_name,
      riskLevelText(r.alert_level),
      fired.has(r.uuid) ? 'Yes' : 'No',
      r.condition_sentences.join('; ') || '—',
    ]);
  }
  const sorted = [...rows.values()].sort((a, b) =>
    a[3] === b[3] ? (a[0] ?? '').localeCompare(b[0] ?? '') : a[3] === 'Yes' ? -1 : 1,
  );
  const isError = rules.isError || alerts.isError;
  const isPending = rules.isPending || alerts.isPending;
  return (
    <PrintSection
      title="Appendix A: Rules"
      testId="rulesAppendix"
      state={isError ? 'error' : isPending ? 'loading' : 'ready'}
    >
      <PrintTable
        headers={['Rule', 'Policy', 'Risk Level', 'Fired', 'Conditions']}
        rows={sorted}
        count={Math.max(rules.data?.count ?? 0, sorted.length)}
        empty="No rule of the workspace policies applies."
      />
    </PrintSection>
  );
}
