import { isPrefectureCode } from '@tomaru/domain/lists/prefectures';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import { useApi } from '@tomaru/ui/use-api';

const getHotels = (prefecture: string, lang: Lang, signal: AbortSignal) =>
  json(
    client().api.gethotels.$get(
      { query: isPrefectureCode(prefecture) ? { prefecture, lang } : { lang } },
      { init: { signal } },
    ),
  );

export const useHotels = (prefecture: string, lang: Lang) =>
  useApi(`hotels:${prefecture}:${lang}`, (s) => getHotels(prefecture, lang, s));
