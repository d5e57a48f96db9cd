import type { TFunction } from 'i18next';
import {
  AGE_GROUPS,
  CARE_TYPES,
  ordinalEn,
  PROVIDER_TYPES,
  type AgeGroupId,
  type WaitlistSelections,
} from '@kinderly/shared';

type WaitlistT = TFunction<'waitlist'>;

/** "3rd of 14" / "3e sur 14". */
export function positionText(t: WaitlistT, language: string, position: number, total: number): string {
  const ordinal = language.startsWith('fr') ? (position === 1 ? '1er' : `${position}e`) : ordinalEn(position);
  return t('queue.position', { ordinal, total });
}

export function providerTypeText(t: WaitlistT, id: number | null): string | null {
  const type = PROVIDER_TYPES.find((entry) => entry.id === id);
  return type ? t(`queue.types.${type.key}`) : null;
}

export function careTypeTexts(t: WaitlistT, ids: readonly number[]): string[] {
  return CARE_TYPES.filter((type) => ids.includes(type.id)).map((type) => t(`queue.careTypes.${type.key}`));
}

export function ageGroupText(t: WaitlistT, id: AgeGroupId | null): string {
  const group = AGE_GROUPS.find((entry) => entry.id === id);
  return group ? t(`queue.ageGroups.${group.key}`) : t('queue.ageGroups.unknown');
}

/** Preferred days and times grouped per day, Monday first: "Mon morning, afternoon · Wed afternoon". */
export function scheduleText(t: WaitlistT, schedule: WaitlistSelections['ScheduleAvailability']): string {
  const byDay = new Map<number, string[]>();
  for (const entry of [...(schedule ?? [])].sort((a, b) => a.day - b.day)) {
    const times = byDay.get(entry.day) ?? [];
    times.push(t(`queue.timesOfDay.${entry.timeOfDay}`));
    byDay.set(entry.day, times);
  }
  return [...byDay].map(([day, times]) => `${t(`queue.days.${String(day) as '1'}`)} ${times.join(', ')}`).join(' · ');
}

/** A date (or date-time) for people, in the page's language. */
export function dateText(language: string, iso: string): string {
  const date = iso.length === 10 ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: iso.length === 10 ? 'UTC' : undefined,
  }).format(date);
}

/** An offer's deadline to the minute: "Tue, Dec 1, 3:00 p.m." / "mar. 1 déc., 15 h 00". */
export function deadlineText(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
