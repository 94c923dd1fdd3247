import type { ReactNode } from 'react';

/** A form the page sends itself: the browser neither checks its fields nor loads another page on submit. */
export function PlainForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
