import { formatTokyoDateTime } from '@tomaru/domain/dates/tokyo';

/** An instant the API writes as ISO 8601 in Japan time, shown as YYYY/MM/DD HH:mm. */
export function formatIsoTokyo(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatTokyoDateTime(ms / 1000).slice(0, 16);
}

/** A stay date (YYYY-MM-DD) as YYYY/MM/DD. */
export const formatStayDate = (date: string) => date.replaceAll('-', '/');
