import { useCallback, useState } from 'react';

/**
 * Which upgrade prompt to show: the spec's modal types, the free-plan tab prompts, and a question
 * the free plan leaves read-only after a downgrade.
 */
export type UpgradeReason =
  'moreThanThree' | 'importQuestions' | 'star' | 'restore' | 'drafts' | 'readOnly';

/** A status change or permanent delete, as the list and the bulk bar ask for it. */
export type RegistryAction =
  | { kind: 'status'; status: 'deleted' | 'restored' | 'starred' | 'unstarred'; ids: string[] }
  | { kind: 'deletePermanently'; ids: string[] };

/** The one dialog the list may show at a time. */
export type RegistryDialog =
  | { kind: 'upgrade'; reason: UpgradeReason }
  /** Asks before a delete; `bulk` is the selection ('Delete all selected questions?'). */
  | { kind: 'confirm'; action: RegistryAction; bulk: boolean }
  /** 'Oops, let's try again!' after an unexpected failure; Try again repeats the action. */
  | { kind: 'failure'; action: RegistryAction; message: string };

/**
 * The list's dialogs. Closing keeps the last dialog, so a modal still shows its words while it
 * fades out instead of going blank.
 */
export function useRegistryDialogs() {
  const [state, setState] = useState<{ dialog: RegistryDialog | null; opened: boolean }>({
    dialog: null,
    opened: false,
  });
  const open = useCallback((dialog: RegistryDialog) => setState({ dialog, opened: true }), []);
  return {
    ...state,
    open,
    upgrade: useCallback((reason: UpgradeReason) => open({ kind: 'upgrade', reason }), [open]),
    close: useCallback(() => setState((s) => ({ ...s, opened: false })), []),
  };
}

export type RegistryDialogs = ReturnType<typeof useRegistryDialogs>;
