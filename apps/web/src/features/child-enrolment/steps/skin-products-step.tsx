import { Box, Typography } from '@mui/material';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SKIN_PRODUCT_TYPES, SkinProductsRequestSchema, type SkinProductsRequest } from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveSkinProducts } from '../api/save-skin-products.ts';
import { FormCheckbox, FormSelectField, FormTextField } from '../components/form-fields.tsx';
import { AddItemButton, ListItemCard } from '../components/list-item-card.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import type { ChildStepProps } from './step-props.ts';

type Product = SkinProductsRequest['skinProducts'][number];
const product = (productType: Product['productType']): Product => ({
  productType,
  productName: '',
  permitted: false,
  providedBy: 'Parent',
  instructions: '',
});
// What licensed programs ask consent for most; nothing is permitted until the parent ticks it.
const FIRST_ROWS = [product('Sunscreen'), product('InsectRepellent'), product('DiaperCream')];

/** Step 9: written consent, product by product, for what is put on the child's skin. */
export function SkinProductsStep({ childId, record, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const form = useForm<SkinProductsRequest>({
    resolver: zodFormResolver(SkinProductsRequestSchema),
    defaultValues: {
      skinProducts:
        record.skinProducts.length > 0
          ? record.skinProducts.map(({ productType, productName, permitted, providedBy, instructions }) => ({
              productType,
              productName,
              permitted,
              providedBy,
              instructions,
            }))
          : FIRST_ROWS,
    },
  });
  const products = useFieldArray({ control: form.control, name: 'skinProducts' });
  const save = useSaveSkinProducts();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <Typography color="text.secondary">{t('skin.intro')}</Typography>
      {products.fields.map((item, index) => (
        <ListItemCard
          key={item.id}
          title={t('skin.productNumber', { number: index + 1 })}
          removeLabel={t('skin.removeProduct', { number: index + 1 })}
          onRemove={() => products.remove(index)}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormSelectField
              name={`skinProducts.${index}.productType`}
              required
              label={t('skin.productType')}
              options={SKIN_PRODUCT_TYPES.map((value) => ({ value, label: t(`skin.types.${value}`) }))}
            />
            <FormTextField
              name={`skinProducts.${index}.productName`}
              label={t('skin.productName')}
              hint={t('skin.productNameHint')}
            />
            <FormSelectField
              name={`skinProducts.${index}.providedBy`}
              required
              label={t('skin.providedBy')}
              options={[
                { value: 'Parent', label: t('skin.providers.Parent') },
                { value: 'Provider', label: t('skin.providers.Provider') },
              ]}
            />
          </Box>
          <FormCheckbox
            name={`skinProducts.${index}.permitted`}
            label={t('skin.permitted')}
            hint={t('skin.permittedHint')}
          />
          <FormTextField name={`skinProducts.${index}.instructions`} label={t('skin.instructions')} multiline />
        </ListItemCard>
      ))}
      <AddItemButton
        label={t('skin.add')}
        onAdd={() => products.append(product('Other'))}
        atLimit={products.fields.length >= 20}
      />
    </StepForm>
  );
}
