import { useBackOffice } from '@tomaru/ui/backoffice';
import { langPath, useLang } from '@tomaru/ui/lang';

/** The href of an option screen (`option`, `option/edit?…`) in this frame and language. */
export function useOptionHref() {
  const { basePath } = useBackOffice();
  const lang = useLang();
  return (rest: string) => langPath(lang, `${basePath}/${rest}`);
}

/** Whether the viewer may change the hotel's inventory (a union reads only). */
export function useCanWrite() {
  const { viewer } = useBackOffice();
  return viewer !== 'union';
}
