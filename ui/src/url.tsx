import { useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** The current page's query string as URLSearchParams (values as typed, never JSON-parsed). */
export function useSearchParams(): URLSearchParams {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  return new URLSearchParams(searchStr);
}

/** Moves to a full in-app href (path and query) without reloading the page. */
export function useNavigateHref(): (href: string, options?: { replace?: boolean }) => void {
  const router = useRouter();
  return (href, options) => {
    void router.navigate({ href, replace: options?.replace ?? false });
  };
}

/**
 * A link to an in-app href with a query string (`/hotels/1/book?plan_id=…`): a real anchor for the
 * keyboard, new tabs and crawlers; a plain click moves inside the app.
 */
export function HrefLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigateHref();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={handle} />;
}
