import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, Stack } from '@mui/material';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ALLERGEN_CATEGORIES,
  ALLERGY_SEVERITIES,
  AllergyInfoRequestSchema,
  type AllergyInfoRequest,
} from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveAllergyInfo } from '../api/save-allergy-info.ts';
import { FormCheckbox, FormSelectField, FormTextField } from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { ListItemCard } from '../components/list-item-card.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import type { ChildStepProps } from './step-props.ts';

/** Step 8: allergens with severity and reaction, and the anaphylaxis plan (Sabrina's Law asks for one). */
export function AllergyStep({ childId, record, reference, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const saved = record.allergyInfo;
  const form = useForm<AllergyInfoRequest>({
    resolver: zodFormResolver(AllergyInfoRequestSchema),
    defaultValues: {
      hasLifeThretheningAllergy: saved.hasLifeThretheningAllergy,
      allergyDetails: saved.allergyDetails,
      childAllergyInfo: saved.childAllergyInfo.map(({ allergenId, severity, reaction, treatment }) => ({
        allergenId,
        severity,
        reaction,
        treatment,
      })),
      hasEpinephrineAutoInjector: saved.hasEpinephrineAutoInjector,
      autoInjectorLocation: saved.autoInjectorLocation,
      anaphylaxisProcedure: saved.anaphylaxisProcedure,
    },
  });
  const chosen = useFieldArray({ control: form.control, name: 'childAllergyInfo' });
  const save = useSaveAllergyInfo();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const [lifeThreatening, injector] = useWatch({
    control: form.control,
    name: ['hasLifeThretheningAllergy', 'hasEpinephrineAutoInjector'],
  });
  const nameOf = (id: number) => reference.allergens.find((allergen) => allergen.id === id)?.name ?? String(id);

  const toggle = (allergenId: number, on: boolean) => {
    const index = chosen.fields.findIndex((item) => item.allergenId === allergenId);
    if (on && index < 0)
      chosen.append({ allergenId, severity: 'Mild', reaction: '', treatment: '' }, { shouldFocus: false });
    if (!on && index >= 0) chosen.remove(index);
  };

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormSection title={t('allergy.allergensSection')} hint={t('allergy.allergensHint')}>
        {ALLERGEN_CATEGORIES.map((category) => {
          const allergens = reference.allergens.filter((allergen) => allergen.category === category);
          if (allergens.length === 0) return null;
          return (
            <Box key={category} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <FormLabel component="legend">{t(`allergy.categories.${category}`)}</FormLabel>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
                {allergens.map((allergen) => (
                  <FormControlLabel
                    key={allergen.id}
                    label={allergen.name}
                    control={
                      <Checkbox
                        checked={chosen.fields.some((item) => item.allergenId === allergen.id)}
                        onChange={(event) => toggle(allergen.id, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          );
        })}
      </FormSection>
      {chosen.fields.length > 0 && (
        <FormSection title={t('allergy.detailsSection')}>
          {chosen.fields.map((item, index) => (
            <ListItemCard
              key={item.id}
              title={nameOf(item.allergenId)}
              removeLabel={t('allergy.removeAllergen', { name: nameOf(item.allergenId) })}
              onRemove={() => chosen.remove(index)}
            >
              <FormSelectField
                name={`childAllergyInfo.${index}.severity`}
                required
                label={t('allergy.severity')}
                options={ALLERGY_SEVERITIES.map((value) => ({ value, label: t(`allergy.severities.${value}`) }))}
              />
              <FormTextField
                name={`childAllergyInfo.${index}.reaction`}
                label={t('allergy.reaction')}
                hint={t('allergy.reactionHint')}
                multiline
              />
              <FormTextField
                name={`childAllergyInfo.${index}.treatment`}
                label={t('allergy.treatment')}
                hint={t('allergy.treatmentHint')}
                multiline
              />
            </ListItemCard>
          ))}
        </FormSection>
      )}
      <FormSection title={t('allergy.planSection')}>
        <Stack>
          <FormCheckbox
            name="hasLifeThretheningAllergy"
            label={t('allergy.lifeThreatening')}
            hint={t('allergy.lifeThreateningHint')}
          />
          <FormCheckbox name="hasEpinephrineAutoInjector" label={t('allergy.autoInjector')} />
        </Stack>
        {injector && (
          <FormTextField
            name="autoInjectorLocation"
            label={t('allergy.autoInjectorLocation')}
            hint={t('allergy.autoInjectorLocationHint')}
            required
          />
        )}
        {lifeThreatening && (
          <FormTextField
            name="anaphylaxisProcedure"
            label={t('allergy.anaphylaxisProcedure')}
            hint={t('allergy.anaphylaxisProcedureHint')}
            multiline
            minRows={3}
            required
          />
        )}
        <FormTextField name="allergyDetails" label={t('allergy.details')} multiline minRows={2} />
      </FormSection>
    </StepForm>
  );
}
