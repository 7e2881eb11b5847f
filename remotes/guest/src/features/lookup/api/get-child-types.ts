import type { Lang } from '@tomaru/ui/lang';
import { useEffect, useState } from 'react';
import { type ChildType, getChildTypes } from '../../../api/hotels';

/** The hotel's child type names in the page's language (empty until read; failures leave numbers shown). */
export function useChildTypes(hotelId: number | undefined, lang: Lang): ChildType[] {
  const [types, setTypes] = useState<ChildType[]>([]);
  useEffect(() => {
    if (hotelId === undefined) return;
    const controller = new AbortController();
    getChildTypes(hotelId, lang, controller.signal).then(
      (r) => setTypes(r.child_types),
      () => {},
    );
    return () => controller.abort();
  }, [hotelId, lang]);
  return types;
}
