import { queryOptions } from '@tanstack/react-query';
import type { CreatePlanBody, UpdatePlanBody, UpdatePlanCalendarBody } from '@tomaru/domain/schemas/plans';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

/** Every plan of the hotel, secret and hidden ones included, with its rooms and warnings (getplans). */
export function plansQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['plans', viewer, hotelId],
    queryFn: async () =>
      (await json(client(viewer).api.api.getplans.$get({ query: { hotel_id: String(hotelId) } }))).plans,
  });
}

export type StaffPlan = Awaited<ReturnType<NonNullable<ReturnType<typeof plansQuery>['queryFn']>>>[number];

/** One plan as updateplan takes it back (getplan). */
export function planQuery(viewer: StaffKind, hotelId: number, planId: number) {
  return queryOptions({
    queryKey: ['plans', viewer, hotelId, planId],
    queryFn: async () =>
      (
        await json(
          client(viewer).api.api.getplan.$get({
            query: { hotel_id: String(hotelId), plan_id: String(planId) },
          }),
        )
      ).plan,
  });
}

/** The rooms a plan sells, with their names in every language (getplanrooms). */
export function planRoomsQuery(viewer: StaffKind, hotelId: number, planId: number) {
  return queryOptions({
    queryKey: ['plan-rooms', viewer, hotelId, planId],
    queryFn: async () =>
      (
        await json(
          client(viewer).api.api.getplanrooms.$get({
            query: { hotel_id: String(hotelId), plan_id: String(planId) },
          }),
        )
      ).rooms,
  });
}

/** A plan's open and closed dates, of the plan and of each room, over [from, to] (getplancalendar). */
export function planCalendarQuery(
  viewer: StaffKind,
  hotelId: number,
  planId: number,
  from: string,
  to: string,
) {
  return queryOptions({
    queryKey: ['plan-calendar', viewer, hotelId, planId, from, to],
    queryFn: async () =>
      json(
        client(viewer).api.api.getplancalendar.$get({
          query: { hotel_id: String(hotelId), plan_id: String(planId), from, to },
        }),
      ),
  });
}

export async function createPlan(viewer: StaffKind, body: CreatePlanBody) {
  return (await json(client(viewer).api.api.createplan.$post({ json: body }))).plan_id;
}

export async function updatePlan(viewer: StaffKind, body: UpdatePlanBody) {
  return (await json(client(viewer).api.api.updateplan.$post({ json: body }))).plan;
}

export async function updatePlanDisplay(
  viewer: StaffKind,
  body: { hotel_id: number; plan_id: number; is_visible: boolean },
) {
  return (await json(client(viewer).api.api.updateplandisplay.$post({ json: body }))).plan;
}

export async function updatePlanOrder(viewer: StaffKind, body: { hotel_id: number; plan_ids: number[] }) {
  return json(client(viewer).api.api.updateplandisplayorders.$post({ json: body }));
}

export async function updatePlanCalendar(viewer: StaffKind, body: UpdatePlanCalendarBody) {
  return json(client(viewer).api.api.updateplancalendar.$post({ json: body }));
}

/** The languages the hotel offers guests: the plan form has a tab for each (gethotelinfo). */
export function hotelLanguagesQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['hotel-languages', viewer, hotelId],
    queryFn: async () =>
      (await json(client(viewer).api.api.gethotelinfo.$get({ query: { hotel_id: String(hotelId) } }))).hotel
        .languages,
  });
}
