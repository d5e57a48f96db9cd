import { Box, Stack } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChildInfoRequestSchema, ChildSex, PROVINCES, type ChildInfo } from '@kinderly/shared';
import { POSTAL_CODE_MASK } from '../../../lib/input-mask.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useEnrollChild } from '../api/enroll-child.ts';
import { useUpdateChildInfo } from '../api/update-child-info.ts';
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormMaskedField,
  FormSelectField,
  FormTextField,
} from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import type { StepProps } from './step-props.ts';

type Address = { street: string; city: string; province: string; country: string; postalCode: string };
type Values = {
  firstName: string;
  lastName: string;
  prefferedName: string;
  dateOfBirth: string;
  sex: number;
  childLanguages: number[];
  homeAddressSameAsParent: boolean;
  childAddress: Address;
  subsidy: boolean;
  specialNeeds: boolean;
};

const EMPTY_ADDRESS: Address = { street: '', city: '', province: 'ON', country: 'Canada', postalCode: '' };

// The address fields stay in the form while hidden; the request carries them only when they are the child's own.
const toRequest = ({ childAddress, ...values }: Values) => ({
  ...values,
  childAddress: values.homeAddressSameAsParent ? null : childAddress,
});

/** Step 1: who the child is. The first save of a new child creates it. */
export function ChildInfoStep({ childId, record, reference, ...callbacks }: StepProps) {
  const { t } = useTranslation('child-enrolment');
  const child = record?.child;
  const form = useForm<Values, unknown, ChildInfo>({
    resolver: zodFormResolver(ChildInfoRequestSchema, toRequest),
    defaultValues: {
      firstName: child?.firstName ?? '',
      lastName: child?.lastName ?? '',
      prefferedName: child?.prefferedName ?? '',
      dateOfBirth: child?.dateOfBirth ?? '',
      sex: child?.sex ?? ChildSex.Male,
      childLanguages: child?.childLanguages ?? [],
      // Ticked only when the parent has an address on file (ADR 017); the server refuses it otherwise.
      homeAddressSameAsParent: (child?.homeAddressSameAsParent ?? true) && reference.parentHasAddress,
      childAddress: child?.childAddress ?? EMPTY_ADDRESS,
      subsidy: child?.subsidy ?? false,
      specialNeeds: child?.specialNeeds ?? false,
    },
  });
  const enroll = useEnrollChild();
  const update = useUpdateChildInfo();
  const save = async (body: ChildInfo) =>
    childId ? update.mutateAsync({ childId, body }) : { childId: (await enroll.mutateAsync(body)).id };
  const { onSubmit, formErrors } = useStepSubmit(form, save, callbacks);
  const sameAddress = useWatch({ control: form.control, name: 'homeAddressSameAsParent' });

  const sexOptions = [
    { value: ChildSex.Male, label: t('childInfo.sexOptions.male') },
    { value: ChildSex.Female, label: t('childInfo.sexOptions.female') },
    { value: ChildSex.Other, label: t('childInfo.sexOptions.other') },
  ];
  const languageOptions = reference.languages.map((language) => ({
    value: language.id,
    label:
      language.nativeName && language.nativeName !== language.name
        ? `${language.name} (${language.nativeName})`
        : language.name,
  }));

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormSection title={t('childInfo.nameSection')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField name="firstName" label={t('childInfo.firstName')} required autoComplete="off" />
          <FormTextField name="lastName" label={t('childInfo.lastName')} required autoComplete="off" />
        </Box>
        <FormTextField
          name="prefferedName"
          label={t('childInfo.preferredName')}
          hint={t('childInfo.preferredNameHint')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            name="dateOfBirth"
            type="date"
            label={t('childInfo.dateOfBirth')}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormSelectField name="sex" required label={t('childInfo.sex')} options={sexOptions} numeric />
        </Box>
      </FormSection>
      <FormSection title={t('childInfo.languagesSection')}>
        <FormCheckboxGroup
          name="childLanguages"
          required
          label={t('childInfo.languages')}
          hint={t('childInfo.languagesHint')}
          options={languageOptions}
          columns={3}
        />
      </FormSection>
      <FormSection title={t('childInfo.addressSection')}>
        <FormCheckbox
          name="homeAddressSameAsParent"
          label={t('childInfo.sameAddress')}
          disabled={!reference.parentHasAddress}
          hint={reference.parentHasAddress ? undefined : t('childInfo.sameAddressNoAddress')}
        />
        {!sameAddress && (
          <Stack spacing={2}>
            <FormTextField
              name="childAddress.street"
              label={t('address.street')}
              required
              autoComplete="street-address"
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
              <FormTextField
                name="childAddress.city"
                label={t('address.city')}
                required
                autoComplete="address-level2"
              />
              <FormSelectField
                name="childAddress.province"
                required
                label={t('address.province')}
                options={PROVINCES.map((code) => ({ value: code, label: t(`provinces.${code}`) }))}
              />
              <FormMaskedField
                name="childAddress.postalCode"
                required
                label={t('address.postalCode')}
                mask={POSTAL_CODE_MASK}
                hint={t('address.postalCodeHint')}
              />
            </Box>
          </Stack>
        )}
      </FormSection>
      <FormSection title={t('childInfo.supportSection')}>
        <Stack>
          <FormCheckbox name="subsidy" label={t('childInfo.subsidy')} hint={t('childInfo.subsidyHint')} />
          <FormCheckbox
            name="specialNeeds"
            label={t('childInfo.specialNeeds')}
            hint={t('childInfo.specialNeedsHint')}
          />
        </Stack>
      </FormSection>
    </StepForm>
  );
}
