import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { messages } from '@quorum/shared';

/**
 * Mantine's eye button is labelled "Toggle password visibility", which a label search for
 * "Password" also finds; ours says what it does without the word, and is reachable by keyboard.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
      {...props}
    />
  );
}

/** A password being chosen: the browser may suggest one, and the spec's rules sit under it. */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <PasswordField
      label="Password"
      autoComplete="new-password"
      description={messages.password.ruleText}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
