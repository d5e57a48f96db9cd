/** ISO weekdays, Monday 1 to Sunday 7, as the school and schedule fields store them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
