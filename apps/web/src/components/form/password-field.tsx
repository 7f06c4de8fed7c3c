import { PasswordInput, type PasswordInputProps } from '@mantine/core';

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
