import { TextField, type TextFieldProps } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import type { ChangeEvent, Ref } from 'react';
import { applyMask, applyMaskWithCaret } from '../../lib/input-mask.ts';

export type MaskedTextFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'multiline' | 'ref'> & {
  /** See lib/input-mask.ts: `#` digit, `A` letter, `N` letter or digit, `X` any, `?` next one optional. */
  mask: string;
  value?: string | null;
  defaultValue?: string;
  /** The `<input>` element, so react-hook-form's `register(...)` and `Controller`'s `field` spread straight in. */
  ref?: Ref<HTMLInputElement>;
};

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

function placeCaret(input: FieldElement, caret: number) {
  if (input.ownerDocument.activeElement !== input) return;
  try {
    input.setSelectionRange(caret, caret);
  } catch {
    // Input types such as email and number have no selection to move.
  }
}

/**
 * An MUI TextField that formats what is typed or pasted with an input mask. The formatted text is written to
 * the input before `onChange` runs, so both controlled parents and react-hook-form's uncontrolled `register`
 * read the masked value from `event.target.value`. A `value` or `defaultValue` given unformatted is shown
 * formatted; it reaches the form state formatted after the first edit.
 */
export function MaskedTextField({
  mask,
  value,
  defaultValue,
  onChange,
  inputRef,
  ref,
  ...props
}: MaskedTextFieldProps) {
  const handleRef = useForkRef(inputRef, ref);

  const handleChange = (event: ChangeEvent<FieldElement>) => {
    const input = event.target;
    const next = applyMaskWithCaret(input.value, mask, input.selectionEnd ?? input.value.length);
    if (next.value !== input.value) input.value = next.value;
    placeCaret(input, next.caret);
    onChange?.(event);
  };

  return (
    <TextField
      {...props}
      inputRef={handleRef}
      value={value === undefined ? undefined : applyMask(value ?? '', mask)}
      defaultValue={defaultValue === undefined ? undefined : applyMask(defaultValue, mask)}
      onChange={handleChange}
    />
  );
}
