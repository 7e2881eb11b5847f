import { useEffect } from 'react';

export const SITE_NAME = 'Tomaru';

/** Sets the document title of the page being shown, "<page> | Tomaru". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
