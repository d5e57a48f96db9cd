import { Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cardNumberLengths,
  cardNumberMask,
  cvcLength,
  detectCardBrand,
  digitsOf,
  SandboxCardFormSchema,
  type CreditCard,
  type SandboxCardForm as SandboxCardRequest,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { MaskedTextField } from '../../../components/ui/masked-text-field.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { POSTAL_CODE_MASK } from '../../../lib/input-mask.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useAddCreditCardInfo } from '../api/add-credit-card-info.ts';
import { useCompleteCardAuthentication } from '../api/complete-card-authentication.ts';
import { useValidateCardNumber } from '../api/validate-card-number.ts';
import { usePaymentMessage } from '../lib/payment-message.ts';
import { AuthenticateDialog } from './authenticate-dialog.tsx';

type Values = { cardholderName: string; cardNumber: string; expiry: string; cvc: string; postalCode: string };
const FIELDS = ['cardholderName', 'cardNumber', 'expiry', 'cvc', 'postalCode'] as const;

/**
 * The sandbox's card form (when Stripe is not configured): live brand detection, the brand's number mask, and
 * the server's Luhn check once the number is complete. The card goes to our server only in the sandbox.
 */
export function SandboxCardForm({ onSaved }: { onSaved: (card: CreditCard) => void }) {
  const { t } = useTranslation('payments');
  const message = usePaymentMessage();
  const add = useAddCreditCardInfo();
  const authenticate = useCompleteCardAuthentication();
  const [pendingSetup, setPendingSetup] = useState<string | null>(null);
  const form = useForm<Values, unknown, SandboxCardRequest>({
    resolver: zodFormResolver(SandboxCardFormSchema, (values: Values) => ({
      ...values,
      postalCode: values.postalCode || undefined,
    })),
    defaultValues: { cardholderName: '', cardNumber: '', expiry: '', cvc: '', postalCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS);

  const number = digitsOf(useWatch({ control: form.control, name: 'cardNumber' }));
  const brand = detectCardBrand(number);
  const complete = cardNumberLengths(brand).includes(number.length);
  const check = useValidateCardNumber(number, complete);
  const brandName = t(`brands.${brand}`);
  const numberHelp = complete && check.data?.valid ? t('addCard.numberChecked', { brand: brandName }) : undefined;

  const onSubmit = form.handleSubmit(async (request) => {
    clearFormErrors();
    try {
      const result = await add.mutateAsync(request);
      if (result.status === 'requires_action') setPendingSetup(result.setupIntentId);
      else if (result.card) onSaved(result.card);
    } catch (error) {
      handleServerError(error);
    }
  });

  const onAuthenticate = async (outcome: 'complete' | 'fail') => {
    if (!pendingSetup) return;
    try {
      const result = await authenticate.mutateAsync({ setupIntentId: pendingSetup, outcome });
      setPendingSetup(null);
      if (result.card) onSaved(result.card);
    } catch (error) {
      setPendingSetup(null);
      handleServerError(error);
    }
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('addCard.formLabel')}>
        <FormAlert messages={formErrors.map((text) => message(text) ?? text)} />
        <TextField
          label={t('addCard.cardholderName')}
          autoComplete="cc-name"
          required
          {...form.register('cardholderName')}
          {...field('cardholderName')}
        />
        <MaskedTextField
          label={t('addCard.cardNumber')}
          mask={cardNumberMask(brand)}
          autoComplete="cc-number"
          required
          {...form.register('cardNumber')}
          error={Boolean(errors.cardNumber)}
          helperText={message(errors.cardNumber?.message) ?? numberHelp}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="card-brand">
                    {number.length > 0 && (
                      <>
                        <VisuallyHidden>{t('addCard.brandPrefix')}</VisuallyHidden>
                        {brandName}
                      </>
                    )}
                  </Typography>
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MaskedTextField
            label={t('addCard.expiry')}
            mask="##/##"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            required
            fullWidth
            {...form.register('expiry')}
            {...field('expiry')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <MaskedTextField
            label={t('addCard.cvc')}
            mask={'#'.repeat(cvcLength(brand))}
            autoComplete="cc-csc"
            required
            fullWidth
            {...form.register('cvc')}
            {...field('cvc')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <MaskedTextField
            label={t('addCard.postalCode')}
            mask={POSTAL_CODE_MASK}
            autoComplete="postal-code"
            fullWidth
            {...form.register('postalCode')}
            {...field('postalCode')}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {isSubmitting ? t('addCard.saving') : t('addCard.save')}
        </Button>
      </Stack>
      <AuthenticateDialog
        open={pendingSetup !== null}
        busy={authenticate.isPending}
        onChoose={(outcome) => void onAuthenticate(outcome)}
      />
    </Paper>
  );
}
