import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  type BusinessDay,
  RecurrenceRequestSchema,
  type RecurrencePreviewSchema,
  type RecurrenceRequest,
} from '@kinderly/shared';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/index.ts';
import type { RecurrencePrefill } from '../../../lib/recurring-booking-link.ts';
import { timeProblem } from './calendar.ts';
import { weekdayNames } from './format.ts';

export type RecurrencePreview = z.infer<typeof RecurrencePreviewSchema>;
export type WeekdayTimes = { on: boolean; start: string; end: string };
export type RecurrenceLength = 'weeks' | 'until';

const todayIso = () => new Date().toISOString().slice(0, 10);
const ANY_HOURS = { open: null, close: null };
const DEFAULT_START = '08:00';
const DEFAULT_END = '16:00';

/**
 * The state of a weekly schedule (createReoccurringOrders, the parent's or the provider's): the weekdays with their
 * times, the first day, and N weeks or an end date, pre-filled from the page's query when it has one. Any change drops the preview, which then no longer matches.
 * `request` checks what the browser can and builds the body the server parses with the same schema.
 */
export function useRecurrenceForm(prefill: RecurrencePrefill = {}) {
  const { t, i18n } = useTranslation('booking');
  const [days, setDays] = useState<WeekdayTimes[]>(() =>
    Array.from({ length: 7 }, (_, index) => ({
      on: prefill.weekdays?.includes(index + 1) ?? false,
      start: DEFAULT_START,
      end: DEFAULT_END,
    })),
  );
  const [fields, setFields] = useState(() => ({
    startDate: prefill.startDate ?? addDays(todayIso(), 1),
    length: 'weeks' as RecurrenceLength,
    weeks: '4',
    until: addDays(todayIso(), 29),
  }));
  const [errors, setErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState<RecurrencePreview | null>(null);

  const names = weekdayNames(i18n.language, 'long');
  const setDay = (index: number, next: Partial<WeekdayTimes>) => {
    setPreview(null);
    setDays((list) => list.map((day, i) => (i === index ? { ...day, ...next } : day)));
  };
  /**
   * The provider's hours as the times of the chosen days still at the defaults (a pre-filled form, once the
   * provider is loaded). A closing time of 24:00, which a time field cannot show, keeps the default end.
   */
  const applyHours = (hours: readonly BusinessDay[]) => {
    setDays((list) =>
      list.map((day, index) => {
        const open = hours.find((h) => h.weekday === index + 1 && h.isOpen);
        if (!day.on || !open?.openTime || !open.closeTime || day.start !== DEFAULT_START || day.end !== DEFAULT_END)
          return day;
        return { ...day, start: open.openTime, end: open.closeTime < '24:00' ? open.closeTime : day.end };
      }),
    );
  };
  const setField = (next: Partial<typeof fields>) => {
    setPreview(null);
    setFields((all) => ({ ...all, ...next }));
  };

  const request = (ids: { childcareProviderId: string; childId: string }, confirm: boolean) => {
    const problems: string[] = [];
    const chosen = days.flatMap((day, index) =>
      day.on ? [{ weekday: index + 1, startTime: day.start, endTime: day.end }] : [],
    );
    if (chosen.length === 0) problems.push(t('recurring.problems.noDays'));
    chosen.forEach((day) => {
      if (timeProblem(ANY_HOURS, day.startTime, day.endTime))
        problems.push(t('recurring.problems.times', { day: names[day.weekday - 1] }));
    });
    const parsed = RecurrenceRequestSchema.safeParse({
      ...ids,
      days: chosen,
      startDate: fields.startDate,
      ...(fields.length === 'weeks' ? { weeks: Number(fields.weeks) } : { until: fields.until }),
      confirm,
    });
    if (!parsed.success && problems.length === 0) problems.push(t('recurring.problems.length'));
    setErrors(problems);
    return problems.length ? null : ((parsed.data ?? null) as RecurrenceRequest | null);
  };

  /** A refusal the page shows: the server's field messages, or its message. */
  const showFailure = (error: unknown) => {
    if (!isApiError(error)) return;
    setErrors(error.fieldErrors ? Object.values(error.fieldErrors).flat() : [error.message]);
  };

  return {
    days,
    names,
    setDay,
    applyHours,
    fields,
    setField,
    errors,
    setErrors,
    preview,
    setPreview,
    request,
    showFailure,
  };
}

export type RecurrenceForm = ReturnType<typeof useRecurrenceForm>;
export const recurrenceToday = todayIso;
