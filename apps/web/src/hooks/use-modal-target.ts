import { useState } from 'react';

/**
 * What a modal is open for. Closing keeps the target, so the modal still shows it while it fades
 * out instead of going blank; `opening` changes on every open, to give a form a fresh start.
 */
export function useModalTarget<T>() {
  const [state, setState] = useState<{ target: T | null; opened: boolean; opening: number }>({
    target: null,
    opened: false,
    opening: 0,
  });
  return {
    ...state,
    open: (target: T) => setState((s) => ({ target, opened: true, opening: s.opening + 1 })),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
