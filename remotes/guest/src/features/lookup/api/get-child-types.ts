import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';
import { useEffect, useState } from 'react';

export type ChildType = { child_type: number; name: string };

function getChildTypes(hotelId: number, lang: Lang): Promise<{ child_types: ChildType[] }> {
  return api('/api/getchildtype', { query: { hotel_id: hotelId, lang } });
}

/** The hotel's child type names in the page's language (empty until read; failures leave numbers shown). */
export function useChildTypes(hotelId: number | undefined, lang: Lang): ChildType[] {
  const [types, setTypes] = useState<ChildType[]>([]);
  useEffect(() => {
    if (hotelId === undefined) return;
    let live = true;
    getChildTypes(hotelId, lang).then(
      (r) => live && setTypes(r.child_types),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [hotelId, lang]);
  return types;
}
