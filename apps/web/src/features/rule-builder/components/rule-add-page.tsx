import { Paper, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { templatesFor } from '@riskscreen/shared';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useCreateRule, usePolicy } from '../api.ts';
import { RULE_BUILDER_MESSAGES } from '../messages.ts';
import { emptyRule } from '../rule-draft.ts';
import { type RuleErrors, serverFieldErrors } from '../rule-errors.ts';
import { CustomListRuleAddNotice } from './custom-list-rule.tsx';
import { RuleForm } from './rule-form.tsx';
import { POLICIES_PATH, RuleLoadFailure, RulePageFrame } from './rule-page-frame.tsx';

/** /settings/workspace/policies/:policyId/rules/add: the rule builder for a new rule of this policy. */
export function RuleAddPage() {
  const policyId = useParams().policyId ?? '';
  const workspace = useWorkspaceSlug();
  const navigate = useNavigate();
  const policy = usePolicy(policyId);
  const create = useCreateRule(policyId);
  const [serverErrors, setServerErrors] = useState<RuleErrors>({});
  const offered = useMemo(
    () => (policy.data ? templatesFor(policy.data.type, policy.data.category).map((t) => t.number) : []),
    [policy.data],
  );
  const initial = useMemo(() => emptyRule(offered[0]), [offered]);
  const policyPath = withWorkspace(`${POLICIES_PATH}/${policyId}`, workspace);

  return (
    <RulePageFrame policyId={policyId} policyName={policy.data?.name} title="Add Rule">
      <Tabs value="overview">
        <Tabs.List>
          <Tabs.Tab value="overview">Rule Overview</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {policy.isPending && <PageLoader minHeight="30vh" />}
      {policy.isError && <RuleLoadFailure error={policy.error} />}
      {policy.data?.is_for_custom_list && <CustomListRuleAddNotice />}
      {policy.data && !policy.data.is_for_custom_list && (
        <Paper withBorder radius="md" p="lg">
          <RuleForm
            policy={policy.data}
            offered={offered}
            initial={initial}
            isEdit={false}
            isSaving={create.isPending}
            serverErrors={serverErrors}
            onCancel={() => navigate(policyPath)}
            onSave={(input) =>
              create.mutate(input, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: RULE_BUILDER_MESSAGES.created });
                  navigate(policyPath);
                },
                onError: (error) => {
                  setServerErrors(serverFieldErrors(error));
                  notifications.show({ color: 'red', message: saveFailure(error) });
                },
              })
            }
          />
        </Paper>
      )}
    </RulePageFrame>
  );
}

export function saveFailure(error: unknown): string {
  return (error instanceof ApiError && errorText(error.body)) || RULE_BUILDER_MESSAGES.saveFailed;
}
