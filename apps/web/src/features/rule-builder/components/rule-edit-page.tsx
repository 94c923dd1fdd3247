import { Alert, Paper, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { templatesFor } from '@riskscreen/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useEditRule, usePolicy, useRule } from '../api.ts';
import { RULE_BUILDER_MESSAGES } from '../messages.ts';
import { draftOf, type RuleInput } from '../rule-draft.ts';
import { type RuleErrors, serverFieldErrors } from '../rule-errors.ts';
import { CustomListRule } from './custom-list-rule.tsx';
import { saveFailure } from './rule-add-page.tsx';
import { RuleForm } from './rule-form.tsx';
import { POLICIES_PATH, RuleLoadFailure, RulePageFrame } from './rule-page-frame.tsx';

export type RulePanelProps = {
  policyId: string;
  ruleId: string;
  /** The rule follows its custom list: its panels offer no change (no Restore in the audit trail). */
  isReadOnly: boolean;
};

type Props = {
  /** Rule Analytics tab (spec §2.7): given by the app from the policies feature, which owns the charts. */
  analytics?: (ids: RulePanelProps) => ReactNode;
  /** Audit Trail tab with restore (spec §4.3): given by the app from the policies feature. */
  auditTrail?: (ids: RulePanelProps) => ReactNode;
};

type Tab = 'overview' | 'analytics' | 'audit';

/** /settings/workspace/policies/:policyId/rules/:ruleId: edit a rule; each save is a new version. */
export function RuleEditPage({ analytics, auditTrail }: Props) {
  const params = useParams();
  const policyId = params.policyId ?? '';
  const ruleId = params.ruleId ?? '';
  const workspace = useWorkspaceSlug();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('overview');
  const policy = usePolicy(policyId);
  const rule = useRule(policyId, ruleId);
  const edit = useEditRule(policyId, ruleId);
  const [serverErrors, setServerErrors] = useState<RuleErrors>({});
  const offered = useMemo(
    () => (policy.data ? templatesFor(policy.data.type, policy.data.category).map((t) => t.number) : []),
    [policy.data],
  );
  const initial = useMemo(() => (rule.data ? draftOf(rule.data) : undefined), [rule.data]);
  const policyPath = withWorkspace(`${POLICIES_PATH}/${policyId}`, workspace);

  const send = (input: RuleInput) =>
    edit.mutate(
      { ...input, uuid: ruleId },
      {
        onSuccess: () => {
          setServerErrors({});
          notifications.show({ color: 'green', message: RULE_BUILDER_MESSAGES.updated });
        },
        onError: (error) => {
          setServerErrors(serverFieldErrors(error));
          notifications.show({ color: 'red', message: saveFailure(error) });
        },
      },
    );
  // Saving an edit, or turning the rule off, makes its active alerts inactive: ask first (spec §4.3).
  const save = (input: RuleInput) =>
    confirmAction({
      title: RULE_BUILDER_MESSAGES.confirmTitle,
      message:
        rule.data?.is_enabled && !input.is_enabled
          ? RULE_BUILDER_MESSAGES.confirmDisable
          : RULE_BUILDER_MESSAGES.confirmEdit,
      confirmLabel: 'Save',
      onConfirm: () => send(input),
    });

  // A rule of the Custom Lists policy changes only with its list: it is shown, never offered as a form.
  const isListRule = rule.data?.policy_is_for_custom_list === true;
  const ids = { policyId, ruleId, isReadOnly: isListRule };
  const isLoading = policy.isPending || rule.isPending;
  const failure = policy.error ?? rule.error;
  return (
    <RulePageFrame
      policyId={policyId}
      policyName={policy.data?.name}
      title={rule.data?.rule_name ?? 'Edit Rule'}
    >
      <Tabs value={tab} onChange={(next) => setTab((next as Tab | null) ?? 'overview')}>
        <Tabs.List>
          <Tabs.Tab value="overview">Rule Overview</Tabs.Tab>
          <Tabs.Tab value="analytics">Rule Analytics</Tabs.Tab>
          <Tabs.Tab value="audit">Audit Trail</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {isLoading && !failure && <PageLoader minHeight="30vh" />}
      {failure && <RuleLoadFailure error={failure} />}
      {tab === 'overview' && isListRule && rule.data && (
        <Paper withBorder radius="md" p="lg">
          <CustomListRule rule={rule.data} />
        </Paper>
      )}
      {tab === 'overview' && !isListRule && policy.data && rule.data && initial && (
        <Paper withBorder radius="md" p="lg">
          <RuleForm
            // A saved version starts a fresh form, so the page shows what the server now holds.
            key={rule.data.version}
            policy={policy.data}
            offered={offered}
            initial={initial}
            isEdit
            isSaving={edit.isPending}
            serverErrors={serverErrors}
            onCancel={() => navigate(policyPath)}
            onSave={save}
          />
        </Paper>
      )}
      {tab === 'analytics' && (analytics ? analytics(ids) : <PanelSlot name="Rule Analytics" />)}
      {tab === 'audit' && (auditTrail ? auditTrail(ids) : <PanelSlot name="Audit Trail" />)}
    </RulePageFrame>
  );
}

/** SLOT: filled once the policies feature exports its rule analytics and audit trail panels. */
function PanelSlot({ name }: { name: string }) {
  return (
    <Alert color="gray" title={name}>
      {name} for this rule will show here.
    </Alert>
  );
}
