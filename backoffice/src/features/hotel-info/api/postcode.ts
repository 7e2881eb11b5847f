import { queryOptions } from '@tanstack/react-query';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/**
 * A postcode as typed, made ASCII: full-width digits and dashes (１００－０００１) become
 * 100-0001, spaces go. What is left is sent as it stands; the server refuses a malformed one.
 */
export function asciiPostcode(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/[‐‑‒–—―−ー]/g, '-')
    .replace(/\s/g, '');
}

/** The addresses Japan Post gives a postcode (public getaddress, decision 027); none when unknown. */
async function getAddresses(postcode: string, lang: Lang) {
  return (await json(client().api.getaddress.$get({ query: { postcode, lang } }))).addresses;
}

export type PostcodeAddress = Awaited<ReturnType<typeof getAddresses>>[number];

export function postcodeAddressesQuery(postcode: string, lang: Lang) {
  return queryOptions({
    queryKey: ['postcode-addresses', postcode, lang],
    queryFn: () => getAddresses(postcode, lang),
    staleTime: 60 * 60 * 1000,
  });
}
