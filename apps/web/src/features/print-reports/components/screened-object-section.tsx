import { PolicyType } from '@riskscreen/shared';
import type { ComponentProps, ReactNode } from 'react';
import { PrintAlerts } from './print-alerts.tsx';
import { PrintComments } from './print-comments.tsx';
import { PrintCounterparties, PrintFlow } from './print-flow.tsx';
import { PrintRulesAppendix } from './print-rules-appendix.tsx';

type Counterparties = ComponentProps<typeof PrintCounterparties>['incoming'];

type Props = {
  kind: 'address' | 'transaction';
  object: ComponentProps<typeof PrintFlow>['flow'] & {
    id: number;
    incoming_counterparty_summary?: Counterparties | null | undefined;
    outgoing_counterparty_summary?: Counterparties | null | undefined;
  };
  alerts: ComponentProps<typeof PrintAlerts>['alerts'];
  alertGroups: ComponentProps<typeof PrintAlerts>['groups'];
  timeZone: string | undefined;
};

const POLICY_TYPE = { address: PolicyType.Address, transaction: PolicyType.Transaction } as const;

/**
 * The sections an address report and a transaction report share, in the same form (flow, counterparties, alerts,
 * comments, the rules appendix); null for a section that is the report's own.
 */
export function screenedObjectSection(section: string, props: Props): ReactNode {
  const { kind, object, alerts, alertGroups, timeZone } = props;
  switch (section) {
    case 'flowAnalysis':
      return <PrintFlow key={section} flow={object} />;
    case 'counterpartySummary':
      return (
        <PrintCounterparties
          key={section}
          incoming={object.incoming_counterparty_summary ?? []}
          outgoing={object.outgoing_counterparty_summary ?? []}
        />
      );
    case 'alerts':
      return <PrintAlerts key={section} alerts={alerts} groups={alertGroups} timeZone={timeZone} />;
    case 'comments':
      return <PrintComments key={section} type={kind} id={object.id} timeZone={timeZone} />;
    case 'rulesAppendix':
      return <PrintRulesAppendix key={section} policyType={POLICY_TYPE[kind]} alerts={alerts} />;
    default:
      return null;
  }
}
