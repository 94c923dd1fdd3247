import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor: Mantine pages render slowly in jsdom on a busy 2-core machine. Set here, per test file: the test
// files of a worker share modules (isolate: false), so a helper module's own settings would apply to the first only.
configure({ asyncUtilTimeout: 10_000 });

// Unmount what each test rendered, so the next test starts from an empty document. The notifications store
// outlives the document (files share modules, isolate: false): emptied too, or earlier tests' toasts fill the
// shown ones (at most 5) and a later test's toast waits in the queue, unseen.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

// jsdom lacks matchMedia and ResizeObserver, which Mantine components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// jsdom has no object URLs; tests spy on these to see files handed to the browser.
URL.createObjectURL ??= () => 'blob:jsdom';
URL.revokeObjectURL ??= () => {};

// jsdom does not lay out, so it has no scrollIntoView; Mantine's comboboxes call it to show the active option.
Element.prototype.scrollIntoView ??= () => {};
