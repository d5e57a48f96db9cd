import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * " (required)" for the legend of a required checkbox group. MUI's asterisk is aria-hidden, and a group
 * (role="group") may not carry aria-required, so the legend says it in words to assistive technology.
 */
export function RequiredGroupNote() {
  const { t } = useTranslation();
  return <VisuallyHidden>{` ${t('forms.requiredGroup')}`}</VisuallyHidden>;
}
