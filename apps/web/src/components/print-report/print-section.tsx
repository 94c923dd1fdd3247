import type { ReactNode } from 'react';

/** One section of a report: its title, then its content. */
export function PrintSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <section className="rs-print-section" data-testid={`print-section-${testId}`}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
