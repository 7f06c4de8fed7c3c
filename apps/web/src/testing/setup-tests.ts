import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '@/lib/session';

// The default one-second wait for an element is too short when two cores are shared with the API
// tests and lazy routes load: a page that appears late is not a failure. (A wait limit, not a
// timing assertion.)
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

// jsdom has neither; Mantine asks for both (media queries, floating elements).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Nor has it the font loading API; Mantine's autosizing Textarea listens to it for late fonts.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
