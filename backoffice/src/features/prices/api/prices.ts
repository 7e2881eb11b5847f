import { queryOptions } from '@tanstack/react-query';
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

// The price item's calls (decision 042): every fetcher goes through the typed client, so the answers'
// types are the worker's own.

const api = (viewer: StaffKind) => client(viewer).api.api;
const id = (n: number) => String(n);

export const colorsQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: ['prices', 'colors', viewer, hotelId],
    queryFn: async () =>
      (await json(api(viewer).getcolors.$get({ query: { hotel_id: id(hotelId) } }))).colors,
  });
export type Color = Awaited<ReturnType<NonNullable<ReturnType<typeof colorsQuery>['queryFn']>>>[number];

export const colorDatesQuery = (viewer: StaffKind, hotelId: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['prices', 'color-dates', viewer, hotelId, from, to],
    queryFn: async () =>
      (await json(api(viewer).getcolordates.$get({ query: { hotel_id: id(hotelId), from, to } }))).dates,
  });

export const priceGridQuery = (viewer: StaffKind, hotelId: number, planId: number) =>
  queryOptions({
    queryKey: ['prices', 'grid', viewer, hotelId, planId],
    queryFn: () =>
      json(api(viewer).getpricesall.$get({ query: { hotel_id: id(hotelId), plan_id: id(planId) } })),
  });
export type PriceGridData = Awaited<ReturnType<NonNullable<ReturnType<typeof priceGridQuery>['queryFn']>>>;

export const childTypesQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: ['prices', 'child-types', viewer, hotelId],
    queryFn: () => json(api(viewer).getchildtype.$get({ query: { hotel_id: id(hotelId) } })),
  });
export type ChildTypesData = Awaited<ReturnType<NonNullable<ReturnType<typeof childTypesQuery>['queryFn']>>>;

export const childPricesQuery = (viewer: StaffKind, hotelId: number, planId: number) =>
  queryOptions({
    queryKey: ['prices', 'child-prices', viewer, hotelId, planId],
    queryFn: () =>
      json(api(viewer).getchildprices.$get({ query: { hotel_id: id(hotelId), plan_id: id(planId) } })),
  });

export const memberDiscountQuery = (viewer: StaffKind, hotelId: number) =>
  queryOptions({
    queryKey: ['prices', 'member-discount', viewer, hotelId],
    queryFn: async () =>
      (await json(api(viewer).getmemberdiscount.$get({ query: { hotel_id: id(hotelId) } }))).member_discount,
  });

export const createColor = (viewer: StaffKind, body: CreateColorBody) =>
  json(api(viewer).createcolor.$post({ json: body }));
export const updateColor = (viewer: StaffKind, body: UpdateColorBody) =>
  json(api(viewer).updatecolor.$post({ json: body }));
export const deleteColor = (viewer: StaffKind, body: { hotel_id: number; color_id: number }) =>
  json(api(viewer).deletecolor.$post({ json: body }));
export const updateColorDates = (viewer: StaffKind, body: UpdateColorDatesBody) =>
  json(api(viewer).updatecolordates.$post({ json: body }));
/** Puts back the colours one updatecolordates call changed (its `change_id`); 409 when they changed since. */
export const undoColorDates = (viewer: StaffKind, body: { hotel_id: number; change_id: number }) =>
  json(api(viewer).undocolordates.$post({ json: body }));
export const updatePrices = (viewer: StaffKind, body: UpdatePricesBody) =>
  json(api(viewer).updateprices.$post({ json: body }));
export const updateChildTypes = (viewer: StaffKind, body: UpdateChildTypeBody) =>
  json(api(viewer).updatechildtype.$post({ json: body }));
export const updateChildPrices = (viewer: StaffKind, body: UpdateChildPricesBody) =>
  json(api(viewer).updatechildprices.$post({ json: body }));
export const updateMemberDiscount = (viewer: StaffKind, body: UpdateMemberDiscountBody) =>
  json(api(viewer).updatememberdiscount.$post({ json: body }));
