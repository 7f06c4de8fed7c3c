import { TextInput } from '@mantine/core';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

interface NamedPerson extends FieldValues {
  firstName: string;
  lastName: string;
}

/**
 * A person's first and last name, as every form that names someone asks for them. `someoneElse`
 * turns the browser's autofill off: it would offer the signed-in user's own name.
 */
export function PersonNameFields<T extends NamedPerson>({
  register,
  errors,
  someoneElse = false,
  focusFirst = false,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NamedPerson>;
  someoneElse?: boolean;
  /** The field a dialog focuses when it opens (Mantine's `data-autofocus`). */
  focusFirst?: boolean;
}) {
  return (
    <>
      <TextInput
        label="First name"
        autoComplete={someoneElse ? 'off' : 'given-name'}
        data-autofocus={focusFirst || undefined}
        {...register('firstName' as Path<T>)}
        error={errors.firstName?.message}
      />
      <TextInput
        label="Last name"
        autoComplete={someoneElse ? 'off' : 'family-name'}
        {...register('lastName' as Path<T>)}
        error={errors.lastName?.message}
      />
    </>
  );
}
