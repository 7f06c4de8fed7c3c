import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { POLL_LIMITS, messages } from '@quorum/shared';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { toLocalInput, type EditorValues, type ParsedEditorValues } from './editor-values';

const text = messages.announcementScreens;

/**
 * The poll: its question, 2 to 6 options (Add stops at 6, Remove at 2), when voting ends, and
 * whether investors pick one option or several. Once votes are in, the options and the kind of
 * choice stay as they are.
 */
export function PollFields({
  control,
  register,
  errors,
  optionsLocked,
  disabled,
}: {
  control: Control<EditorValues, unknown, ParsedEditorValues>;
  register: UseFormRegister<EditorValues>;
  errors: FieldErrors<EditorValues>['poll'];
  optionsLocked: boolean;
  disabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'poll.options' });
  const canAdd = !optionsLocked && fields.length < POLL_LIMITS.maxOptions;
  const canRemove = !optionsLocked && fields.length > POLL_LIMITS.minOptions;
  return (
    <Fieldset legend={text.pollTitle} disabled={disabled} radius="md">
      <Stack gap="sm">
        <Textarea
          label={text.pollQuestionLabel}
          autosize
          minRows={1}
          maxRows={4}
          {...register('poll.question')}
          error={errors?.question?.message}
        />
        <Stack gap={6} role="group" aria-labelledby="poll-options-label">
          <Text id="poll-options-label" size="sm" fw={500}>
            Options
          </Text>
          <Text size="xs" c="dimmed">
            {optionsLocked
              ? messages.polls.optionsLocked
              : messages.polls.optionCount(POLL_LIMITS.minOptions, POLL_LIMITS.maxOptions)}
          </Text>
          {fields.map((field, index) => (
            <Group key={field.id} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1 }}
                aria-label={text.optionLabel(index + 1)}
                placeholder={text.optionLabel(index + 1)}
                readOnly={optionsLocked}
                {...register(`poll.options.${index}.value`)}
                error={errors?.options?.[index]?.value?.message}
              />
              {canRemove ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size={36}
                  aria-label={text.removeOption(index + 1)}
                  onClick={() => remove(index)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          {errors?.options?.message ? (
            <Text size="xs" c="red" role="alert">
              {errors.options.message}
            </Text>
          ) : null}
          {canAdd ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => append({ value: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              {text.addOption}
            </Button>
          ) : null}
        </Stack>
        <TextInput
          type="datetime-local"
          label={text.endsAtLabel}
          min={toLocalInput(new Date())}
          {...register('poll.endsAt')}
          error={errors?.endsAt?.message}
        />
        <Controller
          control={control}
          name="poll.multipleChoice"
          render={({ field }) => (
            <Radio.Group
              label={text.choiceLabel}
              value={field.value ? 'multiple' : 'single'}
              onChange={(value) => field.onChange(value === 'multiple')}
            >
              <Group gap="lg" mt={6}>
                <Radio value="single" label={text.singleChoice} disabled={optionsLocked} />
                <Radio value="multiple" label={text.multipleChoice} disabled={optionsLocked} />
              </Group>
            </Radio.Group>
          )}
        />
      </Stack>
    </Fieldset>
  );
}
