import { Box, Typography } from '@mui/material';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_PICKUP_PERSONS, PickupPersonsRequestSchema, type PickupPersonsRequest } from '@kinderly/shared';
import { PHONE_MASK } from '../../../lib/input-mask.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSavePickupPersons } from '../api/save-pickup-persons.ts';
import { FormMaskedField, FormTextField } from '../components/form-fields.tsx';
import { AddItemButton, ListItemCard } from '../components/list-item-card.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import type { ChildStepProps } from './step-props.ts';

const EMPTY_PERSON = { firstName: '', lastName: '', relationship: '', phone: '', passwordPhrase: '', notes: '' };

/** Step 5: everyone besides the parents who may take the child home. */
export function PickupPersonsStep({ childId, record, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const form = useForm<PickupPersonsRequest>({
    resolver: zodFormResolver(PickupPersonsRequestSchema),
    defaultValues: {
      pickupPersons: record.pickupPersons.map(
        ({ firstName, lastName, relationship, phone, passwordPhrase, notes }) => ({
          firstName,
          lastName,
          relationship,
          phone,
          passwordPhrase,
          notes,
        }),
      ),
    },
  });
  const persons = useFieldArray({ control: form.control, name: 'pickupPersons' });
  const save = useSavePickupPersons();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <Typography color="text.secondary">{t('pickupPersons.intro')}</Typography>
      {persons.fields.length === 0 && <Typography>{t('pickupPersons.none')}</Typography>}
      {persons.fields.map((person, index) => (
        <ListItemCard
          key={person.id}
          title={t('pickupPersons.personNumber', { number: index + 1 })}
          removeLabel={t('pickupPersons.removePerson', { number: index + 1 })}
          onRemove={() => persons.remove(index)}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField name={`pickupPersons.${index}.firstName`} label={t('common.firstName')} required />
            <FormTextField name={`pickupPersons.${index}.lastName`} label={t('common.lastName')} required />
            <FormTextField
              name={`pickupPersons.${index}.relationship`}
              label={t('common.relationship')}
              hint={t('common.relationshipHint')}
              required
            />
            <FormMaskedField
              name={`pickupPersons.${index}.phone`}
              required
              label={t('common.phone')}
              mask={PHONE_MASK}
              type="tel"
            />
          </Box>
          <FormTextField
            name={`pickupPersons.${index}.passwordPhrase`}
            label={t('pickupPersons.passwordPhrase')}
            hint={t('pickupPersons.passwordPhraseHint')}
          />
          <FormTextField name={`pickupPersons.${index}.notes`} label={t('common.notes')} multiline minRows={2} />
        </ListItemCard>
      ))}
      <AddItemButton
        label={t('pickupPersons.add')}
        onAdd={() => persons.append(EMPTY_PERSON)}
        atLimit={persons.fields.length >= MAX_PICKUP_PERSONS}
      />
    </StepForm>
  );
}
