import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMemberDiscountBody } from '@tomaru/domain/schemas/members';
import type {
  CreateColorBody,
  UpdateChildPricesBody,
  UpdateChildTypeBody,
  UpdateColorBody,
  UpdateColorDatesBody,
  UpdatePricesBody,
} from '@tomaru/domain/schemas/prices';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';
import { historyKey } from '../../../shared/history/history-query';

// The price item's calls (decision 042): every fetcher goes through the typed client, so the answers'
// types are the worker's own.

const api = (viewer: StaffKind) => client(viewer).api.api;
const id = (n: number) => String(n);

/**
 * The price item's query keys, broadest first: every key starts with `prices`, then the kind of data,
 * so a write invalidates all of a kind (for every viewer and hotel) or everything priced at once.
 */
const priceKeys = {
  all: ['prices'] as const,
  colors: () => [...priceKeys.all, 'colors'] as const,
  colorDates: () => [...priceKeys.all, 'color-dates'] as const,
  grid: () => [...priceKeys.all, 'grid'] as const,
  childTypes: () => [...priceKeys.all, 'child-types'] as const,
  childPrices: () => [...priceKeys.all, 'child-prices'] as const,
  memberDiscount: () => [...priceKeys.all, 'member-discount'] as const,
};

export const colorsQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: [...priceKeys.colors(), viewer, hotelId],
    queryFn: async () =>
      (await json(api(viewer).getcolors.$get({ query: { hotel_id: id(hotelId) } }))).colors,
  });
export type Color = Awaited<ReturnType<NonNullable<ReturnType<typeof colorsQuery>['queryFn']>>>[number];

export const colorDatesQuery = (viewer: StaffKind, hotelId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...priceKeys.colorDates(), viewer, hotelId, from, to],
    queryFn: async () =>
      (await json(api(viewer).getcolordates.$get({ query: { hotel_id: id(hotelId), from, to } }))).dates,
  });

export const priceGridQuery = (viewer: StaffKind, hotelId: number, planId: number) =>
  queryOptions({
    queryKey: [...priceKeys.grid(), viewer, hotelId, planId],
    queryFn: () =>
      json(api(viewer).getpricesall.$get({ query: { hotel_id: id(hotelId), plan_id: id(planId) } })),
  });
export type PriceGridData = Awaited<ReturnType<NonNullable<ReturnType<typeof priceGridQuery>['queryFn']>>>;

export const childTypesQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: [...priceKeys.childTypes(), viewer, hotelId],
    queryFn: () => json(api(viewer).getchildtype.$get({ query: { hotel_id: id(hotelId) } })),
  });
export type ChildTypesData = Awaited<ReturnType<NonNullable<ReturnType<typeof childTypesQuery>['queryFn']>>>;

export const childPricesQuery = (viewer: StaffKind, hotelId: number, planId: number) =>
  queryOptions({
    queryKey: [...priceKeys.childPrices(), viewer, hotelId, planId],
    queryFn: () =>
      json(api(viewer).getchildprices.$get({ query: { hotel_id: id(hotelId), plan_id: id(planId) } })),
  });

export const memberDiscountQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: [...priceKeys.memberDiscount(), viewer, hotelId],
    queryFn: async () =>
      (await json(api(viewer).getmemberdiscount.$get({ query: { hotel_id: id(hotelId) } }))).member_discount,
  });

// The writes are private to this file: the screens call them through the mutation hooks below, which
// invalidate what each write changes (style.md, "Writes are mutation hooks beside their fetchers").
const createColor = (viewer: StaffKind, body: CreateColorBody) =>
  json(api(viewer).createcolor.$post({ json: body }));
const updateColor = (viewer: StaffKind, body: UpdateColorBody) =>
  json(api(viewer).updatecolor.$post({ json: body }));
const deleteColor = (viewer: StaffKind, body: { hotel_id: number; color_id: number }) =>
  json(api(viewer).deletecolor.$post({ json: body }));
const updateColorDates = (viewer: StaffKind, body: UpdateColorDatesBody) =>
  json(api(viewer).updatecolordates.$post({ json: body }));
/** Puts back the colours one updatecolordates call changed (its `change_id`); 409 when they changed since. */
const undoColorDates = (viewer: StaffKind, body: { hotel_id: number; change_id: number }) =>
  json(api(viewer).undocolordates.$post({ json: body }));
const updatePrices = (viewer: StaffKind, body: UpdatePricesBody) =>
  json(api(viewer).updateprices.$post({ json: body }));
const updateChildTypes = (viewer: StaffKind, body: UpdateChildTypeBody) =>
  json(api(viewer).updatechildtype.$post({ json: body }));
const updateChildPrices = (viewer: StaffKind, body: UpdateChildPricesBody) =>
  json(api(viewer).updatechildprices.$post({ json: body }));
const updateMemberDiscount = (viewer: StaffKind, body: UpdateMemberDiscountBody) =>
  json(api(viewer).updatememberdiscount.$post({ json: body }));

/** Invalidates every query under each of `keys`, and resolves once the active ones are fetched again. */
function useInvalidate(...keys: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

// A price rank's name, colour or existence shows in the calendar, the grid and the pickers: its
// writes invalidate everything priced, and the ranks' history.
export function useCreateColor(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.all, historyKey('colors'));
  return useMutation({
    mutationFn: (body: CreateColorBody) => createColor(viewer, body),
    onSuccess: invalidate,
  });
}

export function useUpdateColor(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.all, historyKey('colors'));
  return useMutation({
    mutationFn: (body: UpdateColorBody) => updateColor(viewer, body),
    onSuccess: invalidate,
  });
}

export function useDeleteColor(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.all, historyKey('colors'));
  return useMutation({
    mutationFn: (body: Parameters<typeof deleteColor>[1]) => deleteColor(viewer, body),
    onSuccess: invalidate,
  });
}

/** A date's rank prices it for every plan, and counts in the ranks' use: everything priced is stale. */
export function useUpdateColorDates(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.all, historyKey('color_dates'));
  return useMutation({
    mutationFn: (body: UpdateColorDatesBody) => updateColorDates(viewer, body),
    onSuccess: invalidate,
  });
}

/** Invalidates even when refused: a 409 means the dates changed since, and the calendar shows how. */
export function useUndoColorDates(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.all, historyKey('color_dates'));
  return useMutation({
    mutationFn: (body: Parameters<typeof undoColorDates>[1]) => undoColorDates(viewer, body),
    onSettled: invalidate,
  });
}

/** A plan's price table; the ranks' use counts (`used_by_prices`) follow it. */
export function useUpdatePrices(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.grid(), priceKeys.colors(), historyKey('price_table'));
  return useMutation({
    mutationFn: (body: UpdatePricesBody) => updatePrices(viewer, body),
    onSuccess: invalidate,
  });
}

export function useUpdateChildTypes(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.childTypes(), historyKey('child_types'));
  return useMutation({
    mutationFn: (body: UpdateChildTypeBody) => updateChildTypes(viewer, body),
    onSuccess: invalidate,
  });
}

export function useUpdateChildPrices(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.childPrices(), historyKey('child_prices'));
  return useMutation({
    mutationFn: (body: UpdateChildPricesBody) => updateChildPrices(viewer, body),
    onSuccess: invalidate,
  });
}

export function useUpdateMemberDiscount(viewer: StaffKind) {
  const invalidate = useInvalidate(priceKeys.memberDiscount(), historyKey('member_discount'));
  return useMutation({
    mutationFn: (body: UpdateMemberDiscountBody) => updateMemberDiscount(viewer, body),
    onSuccess: invalidate,
  });
}
