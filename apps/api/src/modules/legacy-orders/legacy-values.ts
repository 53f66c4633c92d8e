/** Values of the old shop's export, parsed strictly: null means "cannot read". */

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** "13.03.2019" → "2019-03-13"; "2019-06-16 10:20:00" → "2019-06-16T10:20:00"; else null. */
export function parseLegacyDate(raw: string): string | null {
  const dmy = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(raw);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(raw);
  const [year, month, day] = dmy
    ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!isRealDate(year, month, day) || year < 1990) return null;
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!iso?.[4]) return date;
  if (Number(iso[4]) > 23 || Number(iso[5]) > 59 || Number(iso[6] ?? 0) > 59) return null;
  return `${date}T${iso[4]}:${iso[5]}:${iso[6] ?? '00'}`;
}

/** "518.72" → 51872, "12" → 1200; exact (string arithmetic), never negative. */
export function parseFrancsToCents(raw: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
