import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered, so the next test starts from an empty document.
afterEach(cleanup);

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
