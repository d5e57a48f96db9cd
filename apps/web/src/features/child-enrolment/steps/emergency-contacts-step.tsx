import { Box, Typography } from '@mui/material';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EmergencyContactsRequestSchema,
  MAX_EMERGENCY_CONTACTS,
  type EmergencyContactsRequest,
} from '@kinderly/shared';
import { PHONE_MASK } from '../../../lib/input-mask.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveEmergencyContacts } from '../api/save-emergency-contacts.ts';
import { FormCheckbox, FormMaskedField, FormTextField } from '../components/form-fields.tsx';
import { AddItemButton, ListItemCard } from '../components/list-item-card.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { useChildMessages } from '../lib/child-messages.ts';
import type { ChildStepProps } from './step-props.ts';

const EMPTY_CONTACT = {
  firstName: '',
  lastName: '',
  relationship: '',
  phone: '',
  alternatePhone: '',
  email: '',
  canPickUp: false,
};

/** Step 4: who the provider calls, in order, when a parent cannot be reached. */
export function EmergencyContactsStep({ childId, record, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const { translate } = useChildMessages();
  const form = useForm<EmergencyContactsRequest>({
    resolver: zodFormResolver(EmergencyContactsRequestSchema),
    defaultValues: {
      emergencyContacts:
        record.emergencyContacts.length > 0
          ? record.emergencyContacts.map(
              ({ firstName, lastName, relationship, phone, alternatePhone, email, canPickUp }) => ({
                firstName,
                lastName,
                relationship,
                phone,
                alternatePhone,
                email,
                canPickUp,
              }),
            )
          : [EMPTY_CONTACT],
    },
  });
  const contacts = useFieldArray({ control: form.control, name: 'emergencyContacts' });
  const save = useSaveEmergencyContacts();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const listError = form.formState.errors.emergencyContacts?.root ?? form.formState.errors.emergencyContacts;

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <Typography color="text.secondary">{t('emergencyContacts.orderHint')}</Typography>
      {contacts.fields.map((contact, index) => (
        <ListItemCard
          key={contact.id}
          title={t('emergencyContacts.contactNumber', { number: index + 1 })}
          removeLabel={t('emergencyContacts.removeContact', { number: index + 1 })}
          onRemove={contacts.fields.length > 1 ? () => contacts.remove(index) : undefined}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField name={`emergencyContacts.${index}.firstName`} label={t('common.firstName')} required />
            <FormTextField name={`emergencyContacts.${index}.lastName`} label={t('common.lastName')} required />
            <FormTextField
              name={`emergencyContacts.${index}.relationship`}
              label={t('common.relationship')}
              hint={t('common.relationshipHint')}
              required
            />
            <FormMaskedField
              name={`emergencyContacts.${index}.phone`}
              required
              label={t('common.phone')}
              mask={PHONE_MASK}
              type="tel"
            />
            <FormMaskedField
              name={`emergencyContacts.${index}.alternatePhone`}
              label={t('emergencyContacts.alternatePhone')}
              mask={PHONE_MASK}
              type="tel"
            />
            <FormTextField name={`emergencyContacts.${index}.email`} label={t('common.email')} type="email" />
          </Box>
          <FormCheckbox name={`emergencyContacts.${index}.canPickUp`} label={t('emergencyContacts.canPickUp')} />
        </ListItemCard>
      ))}
      {listError?.message && (
        <Typography role="alert" color="error">
          {translate(listError.message)}
        </Typography>
      )}
      <AddItemButton
        label={t('emergencyContacts.add')}
        onAdd={() => contacts.append(EMPTY_CONTACT)}
        atLimit={contacts.fields.length >= MAX_EMERGENCY_CONTACTS}
      />
    </StepForm>
  );
}
