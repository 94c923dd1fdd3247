import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { API_PAGES } from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routes } from '../../lib/routes.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section">
      <Stack gap="xs">
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The Product Guide of the Help menu: what an analyst needs to read a screening and work an alert, in the product's
 * own words. (It opened the API reference before, which tells an analyst nothing.)
 */
export default function GuideRoute() {
  return (
    <Stack gap="md" maw={900} data-testid="product-guide">
      <Title order={2}>Product Guide</Title>
      <Text c="dimmed">
        How to screen addresses and transactions, read their risk, set the rules that raise alerts, and work
        the alerts. For integrations see the{' '}
        <Anchor href={API_PAGES.apiDocumentation} target="_blank" rel="noopener noreferrer">
          API documentation
        </Anchor>
        .
      </Text>
      <Section title="Screening">
        <Text size="sm">
          Screen an address or a transaction from{' '}
          <Anchor component={Link} to={routes.addresses()}>
            Addresses
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={routes.transactions()}>
            Transactions
          </Anchor>{' '}
          (Add Address, Add Transaction), or search for it in the header and press Screen in its preview. An
          address can be screened on all the blockchains whose format it fits at once ('All chains'). A
          customer id and its side (deposit or withdrawal) tie the screening to a customer. Search also finds
          entities by name and screened rows by customer id.
        </Text>
      </Section>
      <Section title="Reading the risk">
        <List size="sm" spacing={4}>
          <List.Item>
            <b>Risk level</b> (No Risk, Info, Caution, Medium, High, Critical) is the highest alert level
            among the rules that fire; the risk popover says which rules and why.
          </List.Item>
          <List.Item>
            <b>Direct exposure</b> is value exchanged with an attributed counterparty itself (one hop);{' '}
            <b>indirect exposure</b> is value traced further back (incoming) or forward (outgoing) through
            unattributed addresses, shared out in proportion at every hop (haircut). Unknown is what no
            attribution explains.
          </List.Item>
          <List.Item>
            The <b>counterparty summary</b> lists the entities per direction and exposure type; 'Why?' shows
            the paths behind a figure, hop by hop. A party with several labels shows under its main one —
            Sanctions first, then other risk categories — and the note under the table names the others.
          </List.Item>
          <List.Item>
            <b>Investigation mode</b> draws the flows as a graph: click a node for its transactions, filter by
            hops, value or entity type, take a PNG snapshot.
          </List.Item>
        </List>
      </Section>
      <Section title="Rules and policies">
        <Text size="sm">
          Policies (Settings → Policies) group rules by what they screen (addresses, transactions, customers).
          A rule is one of 28 templates — exposure to entity types or names, behaviour such as transit or
          dormancy — with its thresholds, and an alert level. Edits are versioned and can be restored;
          existing alerts are left as they are. Custom lists raise alerts at the list's level for the
          addresses on them.
        </Text>
      </Section>
      <Section title="Working alerts">
        <List size="sm" spacing={4}>
          <List.Item>
            <Anchor component={Link} to={routes.alerts()}>
              Alerts
            </Anchor>{' '}
            is the queue: tabs by stage (Assigned to me, Open, In Progress, Closed, Unassigned, All), search
            from 3 characters, filters kept per workspace. Select rows, a page or everything matching, then
            Assign or Update Status — always with a comment.
          </List.Item>
          <List.Item>
            Opening an alert shows its stage and assignee (only the stage's next stages are offered; closed
            stages are final), its history, items, comments, rule, related transactions, and the graph and
            counterparty summary as they were when it was raised. The snapshot shows what changed since.
          </List.Item>
          <List.Item>
            In comments, type <b>@</b> to mention a colleague (they are notified under the bell, and by email
            when their notification settings say so) and <b>#</b> to refer to an alert; attach up to three
            files.
          </List.Item>
          <List.Item>
            Mute an alert for some days to stop re-screenings adding items; the audit trail keeps every change
            with who made it and why. If a colleague moved the alert while you were deciding, you are told its
            new stage and nothing is changed.
          </List.Item>
        </List>
      </Section>
    </Stack>
  );
}
