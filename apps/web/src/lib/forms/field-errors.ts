import type { FieldErrors } from '@kinderly/shared';

/**
 * The form field a server error key names: `UserName` -> `userName`, `ChildAddress.PostalCode` ->
 * `childAddress.postalCode`, `EmergencyContacts[0].Phone` -> `emergencyContacts.0.phone` (react-hook-form paths).
 */
export function toFormFieldName(key: string): string {
  return key
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
    .join('.');
}

export type SplitFieldErrors<Name extends string> = {
  fields: { name: Name; messages: string[] }[];
  /** Messages under keys no field of the form has (`Body`, `General`, a field the form does not show). */
  general: string[];
};

/** Sorts a server field map into the errors a form can show beside its fields and the rest. */
export function splitFieldErrors<Name extends string>(
  errors: FieldErrors,
  formFields: readonly Name[],
): SplitFieldErrors<Name> {
  const known = new Set<string>(formFields);
  const result: SplitFieldErrors<Name> = { fields: [], general: [] };
  for (const [key, messages] of Object.entries(errors)) {
    const name = toFormFieldName(key);
    if (known.has(name)) result.fields.push({ name: name as Name, messages });
    else result.general.push(...messages);
  }
  return result;
}
