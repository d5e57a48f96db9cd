import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_MASK, POSTAL_CODE_MASK } from '../../lib/input-mask.ts';
import { MaskedTextField } from './masked-text-field.tsx';

type Contact = { phone: string; postalCode: string };

function RegisterForm({ onSubmit }: { onSubmit: (values: Contact) => void }) {
  const { register, handleSubmit, setFocus } = useForm<Contact>({ defaultValues: { phone: '', postalCode: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <MaskedTextField {...register('phone')} mask={PHONE_MASK} label="Phone" type="tel" />
      <MaskedTextField {...register('postalCode')} mask={POSTAL_CODE_MASK} label="Postal code" />
      <button type="button" onClick={() => setFocus('postalCode')}>
        Focus postal code
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

function ControllerForm({ onSubmit }: { onSubmit: (values: Contact) => void }) {
  const { control, handleSubmit } = useForm<Contact>({ defaultValues: { phone: '6135551234', postalCode: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="phone"
        control={control}
        render={({ field }) => <MaskedTextField {...field} mask={PHONE_MASK} label="Phone" />}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function ControlledField() {
  const [phone, setPhone] = useState('');
  return (
    <>
      <MaskedTextField
        mask={PHONE_MASK}
        label="Phone"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <output>{phone}</output>
    </>
  );
}

describe('MaskedTextField', () => {
  it('formats typed text, skipping characters the mask refuses', async () => {
    const user = userEvent.setup();
    render(<ControlledField />);
    const field = screen.getByRole('textbox', { name: 'Phone' });

    await user.type(field, '613a555b1234999');

    expect(field).toHaveValue('(613) 555-1234');
    expect(screen.getByRole('status')).toHaveTextContent('(613) 555-1234');
  });

  it('keeps the caret after a character typed in the middle', async () => {
    const user = userEvent.setup();
    render(<ControlledField />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    await user.type(field, '613555');

    await user.type(field, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });

    expect(field).toHaveValue('(691) 355-5');
    expect(field.selectionStart).toBe(3);
  });

  it('deletes a typed character with backspace without moving the caret to the end', async () => {
    const user = userEvent.setup();
    render(<ControlledField />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    await user.type(field, '6135551234');

    await user.type(field, '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });

    expect(field).toHaveValue('(635) 551-234');
    expect(field.selectionStart).toBe(2);
  });

  it('upper-cases postal code letters', async () => {
    const user = userEvent.setup();
    render(<MaskedTextField mask={POSTAL_CODE_MASK} label="Postal code" />);
    const field = screen.getByRole('textbox', { name: 'Postal code' });

    await user.type(field, 'k1a0b1');

    expect(field).toHaveValue('K1A 0B1');
  });

  it('formats pasted text', async () => {
    const user = userEvent.setup();
    render(<ControlledField />);
    const field = screen.getByRole('textbox', { name: 'Phone' });

    await user.click(field);
    await user.paste('+613.555.1234');

    expect(field).toHaveValue('(613) 555-1234');
  });

  it('works with react-hook-form register, including its ref', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '6135551234');
    await user.click(screen.getByRole('button', { name: 'Focus postal code' }));
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveFocus();
    await user.keyboard('h2x1y4');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith({ phone: '(613) 555-1234', postalCode: 'H2X 1Y4' }, expect.anything());
  });

  it('works with a react-hook-form Controller and shows an unformatted default formatted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ControllerForm onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Phone' });
    expect(field).toHaveValue('(613) 555-1234');

    await user.clear(field);
    await user.type(field, '4165550000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith({ phone: '(416) 555-0000', postalCode: '' }, expect.anything());
  });
});
