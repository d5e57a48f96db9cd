import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTODY_TYPES, CustodyArrangementRequestSchema, type CustodyArrangementRequest } from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveCustodyArrangement } from '../api/save-custody-arrangement.ts';
import { FormCheckbox, FormSelectField, FormTextField } from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { AddItemButton, ListItemCard } from '../components/list-item-card.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import type { ChildStepProps } from './step-props.ts';

const EMPTY_PERSON = { fullName: '', relationship: '', description: '' };

/** Step 3: who has custody, and who must NOT take the child (a court order a provider has to enforce). */
export function CustodyArrangementStep({ childId, record, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const saved = record.custodyArrangement;
  const form = useForm<CustodyArrangementRequest>({
    resolver: zodFormResolver(CustodyArrangementRequestSchema),
    defaultValues: {
      custodyType: saved?.custodyType ?? 'BothParents',
      hasCourtOrder: saved?.hasCourtOrder ?? false,
      courtOrderDetails: saved?.courtOrderDetails ?? '',
      restrictedPersons: saved?.restrictedPersons ?? [],
      notes: saved?.notes ?? '',
    },
  });
  const persons = useFieldArray({ control: form.control, name: 'restrictedPersons' });
  const save = useSaveCustodyArrangement();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const hasOrder = useWatch({ control: form.control, name: 'hasCourtOrder' });

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormSelectField
        name="custodyType"
        required
        label={t('custody.custodyType')}
        options={CUSTODY_TYPES.map((value) => ({ value, label: t(`custody.types.${value}`) }))}
      />
      <FormCheckbox name="hasCourtOrder" label={t('custody.hasCourtOrder')} hint={t('custody.hasCourtOrderHint')} />
      {hasOrder && (
        <FormTextField
          name="courtOrderDetails"
          label={t('custody.courtOrderDetails')}
          hint={t('custody.courtOrderDetailsHint')}
          multiline
          minRows={3}
          required
        />
      )}
      <FormSection title={t('custody.restrictedSection')} hint={t('custody.restrictedHint')}>
        {persons.fields.map((person, index) => (
          <ListItemCard
            key={person.id}
            title={t('custody.personNumber', { number: index + 1 })}
            removeLabel={t('custody.removePerson', { number: index + 1 })}
            onRemove={() => persons.remove(index)}
          >
            <FormTextField name={`restrictedPersons.${index}.fullName`} label={t('custody.fullName')} required />
            <FormTextField name={`restrictedPersons.${index}.relationship`} label={t('common.relationship')} />
            <FormTextField
              name={`restrictedPersons.${index}.description`}
              label={t('custody.description')}
              hint={t('custody.descriptionHint')}
              multiline
              minRows={2}
            />
          </ListItemCard>
        ))}
        <AddItemButton
          label={t('custody.addPerson')}
          onAdd={() => persons.append(EMPTY_PERSON)}
          atLimit={persons.fields.length >= 10}
        />
      </FormSection>
      <FormTextField name="notes" label={t('common.notes')} multiline minRows={2} />
    </StepForm>
  );
}
