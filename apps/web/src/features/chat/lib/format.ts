/** Local calendar day of an ISO time, as YYYY-MM-DD, to group messages by day. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** "Today", "Yesterday" or the date: the separator above each day's messages. */
export function formatDay(iso: string, language: string, words: { today: string; yesterday: string }): string {
  const key = dayKey(iso);
  const now = new Date();
  if (key === dayKey(now.toISOString())) return words.today;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return words.yesterday;
  const sameYear = new Date(iso).getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(new Date(iso));
}

/** The room list's time: the hour today, the date before. */
export function formatRoomTime(iso: string, language: string): string {
  if (dayKey(iso) === dayKey(new Date().toISOString())) return formatTime(iso, language);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(new Date(iso));
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}
